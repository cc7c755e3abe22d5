"""Reading the app in the browser: xterm.js draws on a canvas, so the test decodes the same
bytes the page receives (the app's websocket output) with the terminal emulator pyte, and
clicks a cell by converting it to pixels with the size of xterm's screen element."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

import pyte

# The top-left label on a card face: an edge, then rank and suit ("│10♦", "┃A♥").
CARD_LABEL = re.compile(r"[│┃](10|[2-9AJQK])([♥♦♣♠])")
RED_SUITS = "♥♦"
BLACK_SUITS = "♣♠"
CARD_EDGES = "│┃"


class Terminal:
    """One browser tab's terminal, rebuilt from its websocket frames."""

    def __init__(self, page: Any, timeout: float) -> None:
        self.page = page
        self.timeout = timeout
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        self.websocket: Any = None
        page.on("websocket", self._attach)

    def _attach(self, websocket: Any) -> None:
        self.websocket = websocket
        size = re.search(r"width=(\d+)&height=(\d+)", websocket.url)
        if size:
            self.screen.resize(int(size[2]), int(size[1]))
        websocket.on("framereceived", self._received)
        websocket.on("framesent", self._sent)

    def _received(self, payload: Any) -> None:
        if isinstance(payload, bytes):
            self.stream.feed(payload)

    def _sent(self, payload: Any) -> None:
        if isinstance(payload, str) and payload.startswith('["resize"'):
            size = json.loads(payload)[1]
            self.screen.resize(size["height"], size["width"])

    # -- reading -------------------------------------------------------------------------------
    @property
    def lines(self) -> list[str]:
        return list(self.screen.display)

    @property
    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.lines)

    def find(self, pattern: str) -> tuple[int, int] | None:
        """(row, column) of the first match of a regular expression (of its first group, if
        it has one), or None."""
        for row, line in enumerate(self.lines):
            found = re.search(pattern, line)
            if found:
                return row, found.start(1 if found.re.groups else 0)
        return None

    def wait_for(self, condition: Callable[[], Any], what: str, timeout: float | None = None):
        """Wait until ``condition()`` is truthy, checked as each frame of the app's output
        arrives (no sleeping); fails with the screen when ``timeout`` passes first."""
        deadline = time.monotonic() + (timeout or self.timeout)
        result = condition()
        while not result:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"Timed out waiting for {what}. The screen:\n{self.text}")
            if self.websocket is None:
                self.page.wait_for_event("websocket", timeout=left * 1000)
                result = condition()
                continue
            try:
                self.websocket.wait_for_event(
                    "framereceived", predicate=lambda _p: bool(condition()), timeout=left * 1000
                )
            except Exception as exc:  # Playwright's TimeoutError, or the socket closed
                result = condition()
                if result:
                    break
                raise AssertionError(
                    f"Timed out waiting for {what} ({type(exc).__name__}). The screen:\n{self.text}"
                ) from None
            result = condition()
        return result

    def wait_text(self, pattern: str, timeout: float | None = None) -> tuple[int, int]:
        return self.wait_for(lambda: self.find(pattern), f"/{pattern}/ on screen", timeout)

    def hand(self, header: str = r"Player 1 · you") -> list[tuple[str, int, int]]:
        """The cards under the hand's header, left to right: (card, row, column) of each face's
        top-left label. The chosen card is drawn one row higher than the rest."""
        found = self.find(header)
        if found is None:
            return []
        lines = self.lines
        cards = [
            (m[1] + m[2], row, m.start() + 1)
            for row in range(found[0] + 1, min(found[0] + 4, len(lines)))
            for m in CARD_LABEL.finditer(lines[row])
        ]
        return sorted(cards, key=lambda card: card[2])

    def number_after(self, header: str, pattern: str) -> int | None:
        """The number in the first match of ``pattern`` (one group) below ``header``."""
        found = self.find(header)
        if found is None:
            return None
        for line in self.lines[found[0] : found[0] + 4]:
            match = re.search(pattern, line)
            if match:
                return int(match[1])
        return None

    # -- colours -------------------------------------------------------------------------------
    def suit_colours(self) -> dict[str, set[str]]:
        """The foreground colours of suit glyphs drawn on card faces (between card edges on
        their row), by suit glyph."""
        found: dict[str, set[str]] = {}
        for row in range(self.screen.lines):
            line = self.lines[row]
            for col, char in enumerate(line):
                if char not in RED_SUITS + BLACK_SUITS:
                    continue
                left, right = line[:col], line[col + 1 :]
                if not any(e in left[-6:] for e in CARD_EDGES):
                    continue
                if not any(e in right[:6] for e in CARD_EDGES):
                    continue
                found.setdefault(char, set()).add(self.screen.buffer[row][col].fg)
        return found

    # -- pointing ------------------------------------------------------------------------------
    def click_cell(self, row: int, col: int) -> None:
        box = self.page.locator(".xterm-screen").bounding_box()
        width = box["width"] / self.screen.columns
        height = box["height"] / self.screen.lines
        self.page.mouse.click(box["x"] + (col + 0.5) * width, box["y"] + (row + 0.5) * height)

    def click_text(self, pattern: str) -> None:
        row, col = self.wait_text(pattern)
        self.click_cell(row, col + 1)


def is_red(colour: str) -> bool:
    """pyte gives truecolour as "rrggbb" (or a name such as "red")."""
    if colour == "red" or colour == "brightred":
        return True
    if not re.fullmatch(r"[0-9a-fA-F]{6}", colour or ""):
        return False
    r, g, b = (int(colour[i : i + 2], 16) for i in (0, 2, 4))
    return r >= 150 and r > 1.6 * g and r > 1.6 * b
