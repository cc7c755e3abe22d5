"""Shared fixtures. For the Textual app: SVG snapshots without pytest-textual-snapshot.

We use syrupy 7 and a small fixture built on ``App.export_screenshot()`` instead of the
pytest-textual-snapshot plugin, which pins syrupy 4 and so pytest<9 (see notes/tui.md §2.8).
``await screen_svg(app, size=(80, 24), run_before=...) == svg_snapshot`` runs the app headless,
lets it settle and returns the screen as SVG with Rich's per-export ids removed.
Update snapshots with ``pytest tests/tui --snapshot-update`` and look at the SVGs before
committing them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

# The suite sets its own terminal, so a newcomer's plain shell sees what CI sees: colour on
# (NO_COLOR would drop every colour from the snapshots) and animations off (a card mid-fade
# would be snapshotted half drawn). Set here, before any test imports Textual, so every app,
# and every `cardtui` subprocess a test starts, inherits it.
os.environ.pop("NO_COLOR", None)
os.environ["TEXTUAL_ANIMATIONS"] = "none"


def pytest_xdist_auto_num_workers(config):
    """``-n auto``: half as many workers again as cores. A table test spends part of its time
    waiting on the app's timers (a bot's delay, a guard, a pause), and a third worker on two
    cores fills those waits: the whole run took 4m54 instead of 5m52 on a 2-core machine."""
    return max(2, (os.cpu_count() or 1) * 3 // 2)


def pytest_configure(config):
    """Textual reads TEXTUAL_ANIMATIONS once, when it is first imported: if a plugin imported
    it before this file was read, set the value it already took."""
    import textual.constants

    textual.constants.TEXTUAL_ANIMATIONS = "none"  # type: ignore[misc]


class SVGSnapshotExtension(SingleFileSnapshotExtension):
    """One ``.svg`` file per snapshot, stored as text so diffs are readable."""

    file_extension = "svg"
    _write_mode = WriteMode.TEXT


@pytest.fixture
def svg_snapshot(snapshot):
    return snapshot.use_extension(SVGSnapshotExtension)


_EXPORT_ID = re.compile(r"\bterminal-\d+-([\w-]+)")


def normalize_svg(svg: str) -> str:
    """Rich numbers each export (``terminal-1234-r5``); drop the number so SVGs compare."""
    return _EXPORT_ID.sub(r"terminal-\1", svg)


@pytest.fixture
def screen_svg() -> Callable[..., Awaitable[str]]:
    async def take(
        app: Any,
        *,
        size: tuple[int, int] = (80, 24),
        run_before: Callable[[Any], Awaitable[None]] | None = None,
    ) -> str:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            if run_before is not None:
                await run_before(pilot)
            await app.workers.wait_for_complete()
            await pilot.pause()
            await pilot.wait_for_scheduled_animations()
            return normalize_svg(app.export_screenshot(title="cardtui"))

    return take


def pytest_addoption(parser):
    group = parser.getgroup("cardtui", "cardtui's bigger runs")
    group.addoption(
        "--fuzz-scale",
        type=int,
        default=1,
        help="multiply the random keys and clicks of the key-fuzz test (default 1)",
    )
    group.addoption(
        "--every-theme",
        action="store_true",
        help="play every theme at every table (by default each theme at one table)",
    )
    group.addoption("--fuzz-seed", type=int, default=1, help="seed of the key-fuzz runs")
    group.addoption(
        "--kills", type=int, default=6, help="kill-during-save rounds of the kill test (default 6)"
    )
    group.addoption(
        "--corpus-scale",
        type=int,
        default=1,
        help="multiply the generated damaged files of the corpus test (default 1)",
    )


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """No test reads or writes the player's real saves, settings or statistics (the app
    autosaves after every move)."""
    monkeypatch.setenv("CARDTUI_DATA_DIR", str(tmp_path / "cardtui-data"))


@pytest.fixture(autouse=True)
def _steady_terminal(request, monkeypatch):
    """App tests see colour and a still screen: NO_COLOR unset (Textual would drop every
    colour and snapshots would differ), no blinking text cursor."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    if "tui" not in request.path.parts:
        return
    from textual.widgets import Input

    monkeypatch.setattr(Input, "_toggle_cursor", lambda self: None)


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Every test starts in English, numbers in the language's digits (Latin digits off), and
    right-to-left lines ordered by cardtui, whatever the shell's locale (CI and a newcomer's
    shell may have any): the locale is made neutral for the test and any `cardtui` it starts,
    and all of it is set back after the test, even when it failed."""
    from cardtui.i18n import languages
    from cardtui.store import language
    from cardtui.tui import rtl_lines

    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")

    def reset() -> None:
        languages._set_current("en")
        languages.set_latin_digits(False)
        rtl_lines.set_arranged_by_cardtui(True)
        language.one_run.code = None

    reset()
    yield
    reset()
