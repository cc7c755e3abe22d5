"""A Persian table in a real browser: ``cardtui --lang fa serve`` driven by Debian's Chromium
through Playwright (its ``executable_path``; never a downloaded browser), as test_browser.py.

xterm.js does no BiDi: it shows its cells left to right as the app sent them. So the app must
send each Persian line already in visual order (cardtui.i18n.rtl), right-aligned in its
widget, and never the BDSM sequence it sends a real terminal (there is none here). This reads
what xterm.js itself holds: its buffer, through the page (the one Terminal the page makes is
caught as textual.js stores it, by an init script; the page itself is unchanged).

Skipped, with the reason, where Playwright, pyte, textual-serve or Chromium is missing; with
CARDTUI_REQUIRE_BROWSER=1 (CI) that is a failure instead.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from web.server_process import ServerProcess
from web.test_browser import ARTIFACTS, STEP, VIEWPORT, browser  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser

BDSM = (b"\x1b[8l", b"\x1b[8h")  # ECMA-48 bi-directional support mode, explicit / implicit
# textual.js keeps its xterm.js Terminal as ``this.terminal`` of its own object: an accessor on
# Object.prototype sees that one assignment and keeps the Terminal where the test can read it.
CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal",
      {value, writable: true, configurable: true, enumerable: true});
    if (value && value.buffer && typeof value.open === "function") window.__xterm = value;
  },
});
window.__rows = () => {
  const term = window.__xterm;
  if (!term) return [];
  const buffer = term.buffer.active, rows = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    rows.push(line ? line.translateToString(false) : "");
  }
  return rows;
};
"""
ANY_ROW_HAS = "(wanted) => window.__rows().some((row) => wanted.some((w) => row.includes(w)))"


def persian() -> dict[str, Any]:
    """The lines the test looks for, from the catalog in visual order (as the app sends them)."""
    from cardtui.i18n import _, current_language, set_language
    from cardtui.i18n.rtl import visual

    before = current_language()
    set_language("fa")
    try:
        xeri = _("Xeri")
        prompt = _("Your turn: play a card (←→ Enter, {keys}, or click).")
        return {
            "menu": [visual(xeri)],
            "setup": [visual(_("New game of {game}").format(game=xeri))],
            # The keys "1–6" as the keyboard has them (Latin digits in a Persian sentence).
            "prompt": [visual(prompt.format(keys="1–6"))],
        }
    finally:
        set_language(before)


class PersianPage:
    def __init__(self, browser, server: ServerProcess) -> None:  # noqa: F811 (the fixture)
        self.context = browser.new_context(viewport=VIEWPORT)
        self.context.set_default_timeout(STEP * 1000)
        self.context.add_init_script(CATCH_TERMINAL)
        self.received: list[bytes] = []
        self.page = self.context.new_page()
        self.page.on("websocket", self._attach)
        self.page.goto(server.url)

    def _attach(self, websocket) -> None:
        def keep(payload) -> None:
            if isinstance(payload, bytes):
                self.received.append(payload)

        websocket.on("framereceived", keep)

    def rows(self) -> list[str]:
        return self.page.evaluate("window.__rows()")

    def wait_row(self, wanted: list[str]) -> tuple[int, str, str]:
        """(row number, row, the wanted text found in it), once one of ``wanted`` is shown."""
        try:
            self.page.wait_for_function(ANY_ROW_HAS, arg=wanted, timeout=STEP * 1000)
        except Exception:
            shown = "\n".join(row.rstrip() for row in self.rows())
            raise AssertionError(f"None of {wanted} on the page. It shows:\n{shown}") from None
        for y, row in enumerate(self.rows()):
            for text in wanted:
                if text in row:
                    return y, row, text
        raise AssertionError(f"{wanted} went away again")


def test_a_persian_xeri_table_in_a_browser(browser, tmp_path):  # noqa: F811 (the fixture)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    want = persian()
    server = ServerProcess(tmp_path / "web", "--lang", "fa", "--max-sessions", "1", timeout=STEP)
    visit = None
    try:
        visit = PersianPage(browser, server)
        page = visit.page
        # The page around the terminal is Persian, right to left; the terminal's cells are not
        # the browser's to reorder (xterm.js draws them on a canvas, left to right).
        assert page.evaluate("[document.documentElement.lang, document.documentElement.dir]") == [
            "fa",
            "rtl",
        ]
        visit.wait_row(want["menu"])
        # -- Xeri is the third game in the menu; Ctrl+S starts its setup as it stands (a bot) ---
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("Enter")
        visit.wait_row(want["setup"])
        page.keyboard.press("Control+s")
        _, row, prompt = visit.wait_row(want["prompt"])
        page.screenshot(path=ARTIFACTS / "fa-xeri-table.png")

        # In visual order (it was found as cardtui.i18n.rtl.visual puts it), and right-aligned:
        # blank from the left edge of its widget to the sentence, which ends at its right edge
        # (the padding, then the log's border).
        start = row.index(prompt)
        end = start + len(prompt)
        assert row[:start].strip() == "" and start >= 10, row
        border = re.match(r"\s*▏", row[end:])
        assert border and border.end() <= 3, f"not at the right edge of its widget: {row!r}"

        # The app never sent the BiDi mode switch (that is for terminals; the page has none).
        sent = b"".join(visit.received)
        assert sent, "no output of the app was seen"
        assert not any(code in sent for code in BDSM)
    except BaseException:
        if visit is not None and not visit.page.is_closed():
            try:
                visit.page.screenshot(path=ARTIFACTS / "fa-failed.png")
                (ARTIFACTS / "fa-failed.txt").write_text("\n".join(visit.rows()))
            except Exception:
                pass
        (ARTIFACTS / "fa-server.log").write_text(server.log)
        raise
    finally:
        if visit is not None:
            visit.context.close()
        server.stop()
