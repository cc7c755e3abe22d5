"""Play cardtui in a real browser: ``cardtui serve`` driven by Debian's Chromium through
Playwright for Python (its ``executable_path``; never a downloaded browser).

xterm.js draws on a canvas, so the screen is read by decoding the app's websocket output with
pyte (web/screen.py). Every wait is on a condition with a timeout; the server, the browser and
every app process are stopped, also when the test fails. Screenshots are kept in
test-artifacts/browser/ (gitignored), and on a failure the server's output beside them.

Skipped, with the reason, where Playwright, pyte, textual-serve or Chromium is missing; CI
installs them and sets CARDTUI_REQUIRE_BROWSER=1 so that there it fails instead of skipping.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from web.server_process import ROOT, ServerProcess, is_gone, wait_gone

pytestmark = pytest.mark.browser

ARTIFACTS = ROOT / "test-artifacts" / "browser"
STEP = 30.0  # seconds any one step may take on a loaded machine (it takes one to three)
# Chromium as root needs --no-sandbox; the rest keep it from calling home, and the resolver
# rule keeps every name but 127.0.0.1 from resolving, so nothing could leave the machine.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-quic",
    "--disable-sync",
    "--disable-background-networking",
    "--disable-component-update",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
VIEWPORT = {"width": 1100, "height": 720}  # about 120x34 cells at the page's 16px font
MOVE = r"Player 1 (?:lays|plays) {card} "
BOT_MOVE = r"Bot 2 (?:lays|plays) "


def chromium() -> str | None:
    """The system's Chromium (or the one CARDTUI_CHROMIUM names), if it is there."""
    named = os.environ.get("CARDTUI_CHROMIUM")
    if named:
        return named if os.access(named, os.X_OK) else None
    return next(filter(None, map(shutil.which, ("chromium", "chromium-browser"))), None)


def missing() -> str | None:
    for module, what in (
        ("playwright", "Playwright for Python"),
        ("pyte", "pyte"),
        ("textual_serve", "textual-serve (the 'web' extra)"),
    ):
        if importlib.util.find_spec(module) is None:
            return f"{what} is not installed: python3 -m pip install -e '.[test]'"
    if chromium() is None:
        named = os.environ.get("CARDTUI_CHROMIUM")
        if named:
            return f"CARDTUI_CHROMIUM names no program that runs: {named}"
        return "no Chromium to drive: apt-get install chromium (or set CARDTUI_CHROMIUM)"
    return None


@pytest.fixture
def browser():
    reason = missing()
    if reason:
        if os.environ.get("CARDTUI_REQUIRE_BROWSER"):
            pytest.fail(f"The browser test must run here, but {reason}")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def server(tmp_path):
    served = ServerProcess(tmp_path / "web", "--max-sessions", "2", timeout=STEP)
    try:
        yield served
    finally:
        served.stop()


class Visitor:
    """One browser (its own local storage, so its own visitor key) and what it asked for."""

    def __init__(self, browser, server: ServerProcess, name: str, requests: list[str]) -> None:
        self.context = browser.new_context(viewport=VIEWPORT)
        self.context.set_default_timeout(STEP * 1000)
        self.context.on("request", lambda request: requests.append(request.url))
        self.server, self.name, self.requests = server, name, requests
        self.data_root = server.data_dir
        self.page = self.terminal = None
        self.problems: list[str] = []

    def visit(self):
        from web.screen import Terminal

        self.page = self.context.new_page()
        self.terminal = Terminal(self.page, STEP)
        self.page.on("websocket", lambda ws: self.requests.append(ws.url))
        self.page.on("console", self._console)
        return self.page.goto(self.server.url)

    def _console(self, message) -> None:
        """The page's policy refusing something would show here (it never should)."""
        if message.type == "error" and "Content Security Policy" in message.text:
            self.problems.append(message.text)

    @property
    def key(self) -> str:
        return self.page.evaluate("window.localStorage.getItem('cardtui-visitor')")

    def folder(self) -> Path:
        from cardtui.web.visitors import folder_name

        return self.data_root / "visitors" / folder_name(self.key)

    def app_pid(self) -> int:
        """The process of this visitor's open game (from the server's log)."""
        from cardtui.web.visitors import label

        opened = rf"visitor {label(self.key)}: game opened \(process (\d+)"
        return int(self.server.wait_line(opened)[1])

    def shot(self, name: str) -> None:
        self.page.screenshot(path=ARTIFACTS / f"{self.name}-{name}.png")


def autosaves(folder: Path) -> dict[Path, bytes]:
    """The visitor's unfinished games: one or more cardtui saves in their data folder (each
    unfinished match keeps its own autosave)."""
    found = {}
    for path in sorted(folder.rglob("*.json")):
        if path.name.startswith("."):
            continue  # a save being written
        data = path.read_bytes()
        save = json.loads(data)
        if save.get("format") == "cardtui-save" and save.get("game") == "xeri":
            found[path] = data
    return found


def moves_in(saves: dict[Path, bytes]) -> int:
    return max(sum(map(len, json.loads(data)["rounds"])) for data in saves.values())


def wait_until(condition, what: str, timeout: float = STEP):
    """For what the page's frames cannot announce (files, processes): look every 50 ms."""
    deadline = time.monotonic() + timeout
    while not (result := condition()):
        if time.monotonic() > deadline:
            raise AssertionError(f"Timed out waiting for {what}.")
        time.sleep(0.05)
    return result


def start_xeri(visitor: Visitor, easy: bool) -> None:
    """Menu -> Xeri -> (an easy bot) -> Start, by clicks on what the screen shows."""
    terminal = visitor.terminal
    terminal.click_text(r"│ (Xeri)\b")
    terminal.wait_text(r"New game of Xeri")
    if easy:
        terminal.click_text(r"(Bot: normal)")
        terminal.click_text(r"(Bot: easy)")
        terminal.wait_for(
            lambda: terminal.find(r"Bot: easy") and not terminal.find(r"Bot: normal"),
            "the easy bot in seat 2",
        )
        visitor.shot("2-setup")
    visitor.page.keyboard.press("Control+s")
    terminal.wait_text(r"Your turn")


def test_play_xeri_in_a_browser(browser, server):
    from web.screen import BLACK_SUITS, RED_SUITS, is_red

    if ARTIFACTS.exists():
        shutil.rmtree(ARTIFACTS)
    ARTIFACTS.mkdir(parents=True)
    requests: list[str] = []
    visitors: list[Visitor] = []

    def visitor(name: str) -> Visitor:
        v = Visitor(browser, server, name, requests)
        visitors.append(v)
        return v

    try:
        # -- Ann opens the page: the menu, its footer keys shown with no click ------------------
        ann = visitor("ann")
        ann.visit()
        term = ann.terminal
        term.wait_for(
            lambda: "q Quit" in next((ln for ln in reversed(term.lines) if ln.strip()), ""),
            "the menu's keys in the footer, before any click",
        )
        assert not term.find(r"│ (Resume)\b")
        ann.shot("1-menu")

        # -- Xeri against an easy bot: red hearts and diamonds on the card faces ----------------
        start_xeri(ann, easy=True)
        term.wait_for(lambda: len(term.hand()) == 6, "a hand of six cards")
        colours = term.suit_colours()
        assert set(RED_SUITS) & set(colours) and set(BLACK_SUITS) & set(colours), colours
        for suit, seen in colours.items():
            assert all(is_red(c) == (suit in RED_SUITS) for c in seen), colours
        ann.shot("3-table")

        # -- Enter plays the chosen card (raised, one row higher): a log line, one card fewer ---
        hand = term.hand()
        chosen = min(hand, key=lambda card: card[1])[0]
        bot_cards = term.number_after(r"Bot 2 ·", r"(\d+) cards")
        ann.page.keyboard.press("Enter")
        term.wait_for(
            lambda: len(term.hand()) == 5 and term.find(MOVE.format(card=chosen)),
            f"'Player 1 … {chosen}' in the log and five cards in hand",
        )
        # -- the bot answers ----------------------------------------------------------------------
        term.wait_for(
            lambda: (
                term.number_after(r"Bot 2 ·", r"(\d+) cards") == bot_cards - 1
                and term.find(BOT_MOVE)
                and term.find(r"Your turn")
            ),
            "the bot's answer, then Ann's turn again",
        )
        ann.shot("4-after-enter")

        # -- a click on a card plays it -----------------------------------------------------------
        card, row, col = term.hand()[-1]
        term.click_cell(row + 1, col + 2)
        term.wait_for(
            lambda: len(term.hand()) == 4 and term.find(MOVE.format(card=card)),
            f"'Player 1 … {card}' in the log and four cards in hand, after a click",
        )
        ann.shot("5-after-click")

        # -- closing the tab ends Ann's app and keeps her game ------------------------------------
        ann_folder = ann.folder()
        pid = ann.app_pid()
        ann.page.close()
        server.wait_line(rf"game closed \(process {pid}\b")
        assert wait_gone(pid, STEP), f"Ann's app (process {pid}) is still running"
        ann_saves = autosaves(ann_folder)
        assert ann_saves and moves_in(ann_saves) >= 3, ann_saves

        # -- Ann comes back, and Bea comes in another browser, both at once ----------------------
        ann.visit()
        bea = visitor("bea")
        bea.visit()  # their apps start side by side
        # -- Ann's new visit offers Resume -------------------------------------------------------
        ann.terminal.wait_text(r"│ (Resume)\b")
        ann.shot("6-resume")

        # -- Bea has her own games -----------------------------------------------------------------
        bea.terminal.wait_text(r"q Quit")
        assert not bea.terminal.find(r"│ (Resume)\b"), "Bea is offered Ann's game"
        start_xeri(bea, easy=False)
        bea.terminal.wait_for(lambda: len(bea.terminal.hand()) == 6, "Bea's six cards")
        bea.page.keyboard.press("Enter")
        bea.terminal.wait_for(lambda: len(bea.terminal.hand()) == 5, "Bea's move")
        bea_folder = bea.folder()
        assert bea_folder != ann_folder
        bea_saves = wait_until(lambda: autosaves(bea_folder), "Bea's autosave")
        assert not set(bea_saves) & set(ann_saves)
        assert autosaves(ann_folder) == ann_saves, "Bea's game changed Ann's autosave"
        server.wait_line(r"2 of 2 places taken")
        bea.shot("1-table")

        # -- a third visitor, past the limit of two, is told why ----------------------------------
        cal = visitor("cal")
        response = cal.visit()
        assert response.status == 503
        assert "Every place is taken" in cal.page.inner_text("body")
        cal.shot("1-full")

        # -- nothing left this machine, and the page's policy stopped nothing ---------------------
        outside = [u for u in requests if urlsplit(u).hostname not in ("127.0.0.1", None)]
        assert not outside, outside
        assert [u for u in requests if "/ws/" in u], "no game websocket was seen"
        for v in visitors:
            assert not v.problems, v.problems
    except BaseException:
        for v in visitors:
            if v.page is not None and not v.page.is_closed():
                try:
                    v.shot("failed")
                    (ARTIFACTS / f"{v.name}-failed.txt").write_text(v.terminal.text)
                except Exception:
                    pass
        (ARTIFACTS / "server.log").write_text(server.log)
        raise
    finally:
        for v in visitors:
            v.context.close()

    # Stopping the server (as Ctrl+C does) leaves no app process behind.
    assert server.stop() == []
    assert all(is_gone(pid) for pid in server.app_pids())
