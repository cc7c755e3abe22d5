"""How long the menu takes to show its first frame, beside a Textual "hello world".

``cardtui bench`` runs ``python -m cardtui.commands.first_frame menu`` (the real ``cardtui``
start: the command line, the app, the menu with its resume check and game list) and
``... hello`` (a one-line Textual app) in fresh processes, headless, and times each from the
moment the process is started to the moment its first frame is drawn (the process prints
``frame`` then). Both pay the same interpreter and Textual start, so their ratio shows what
cardtui adds.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

SIZE = (100, 32)


def _report(app) -> None:
    # the process's CPU time so far (interpreter start included): steady on a busy machine
    os.write(1, f"frame {time.process_time():.6f}\n".encode())
    app.exit()


def hello() -> None:
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    class Hello(App):
        def compose(self) -> ComposeResult:
            yield Static("Hello, world!")

        def on_mount(self) -> None:
            self.call_after_refresh(_report, self)

    Hello().run(headless=True, size=SIZE)


def menu() -> None:
    from .. import cli
    from ..tui import app as app_module
    from ..tui.screens.menu import MenuScreen

    class ProbeMenu(MenuScreen):
        def on_mount(self) -> None:
            self.call_after_refresh(_report, self.app)

    run = app_module.CardSuiteApp.run

    def headless(self, *args, **kwargs):
        return run(self, headless=True, size=SIZE)

    app_module.MenuScreen = ProbeMenu  # the app's default screen
    app_module.CardSuiteApp.run = headless
    cli.main([])


def time_once(which: str, data_dir: str) -> tuple[float, float]:
    """Seconds from starting a process to its first frame: wall clock, and the process's CPU
    time (which other work on the machine hardly changes)."""
    import cardtui

    here = os.path.dirname(os.path.dirname(cardtui.__file__))  # this very cardtui
    path = os.pathsep.join(filter(None, [here, os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "CARDTUI_DATA_DIR": data_dir, "PYTHONPATH": path}
    env.pop("TEXTUAL", None)
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardtui.commands.first_frame", which],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        line = proc.stdout.readline() if proc.stdout else b""
        seconds = time.perf_counter() - start
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    word, _, cpu = line.decode().partition(" ")
    if word != "frame":
        raise RuntimeError(f"the {which} probe drew no frame")
    return seconds, float(cpu)


def compare(runs: int = 5) -> dict[str, Any]:
    """The best of ``runs`` starts of each, alternating (in a private data directory, so the
    player's saves are neither read nor touched), by the wall clock and in CPU time."""
    hello: list[tuple[float, float]] = []
    menu: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory(prefix="cardtui-bench-") as data_dir:
        for _ in range(runs):
            hello.append(time_once("hello", data_dir))
            menu.append(time_once("menu", data_dir))
    best = [min(t[i] for t in hello) for i in (0, 1)]
    mine = [min(t[i] for t in menu) for i in (0, 1)]
    return {
        "runs": runs,
        "hello_seconds": best[0],
        "menu_seconds": mine[0],
        "ratio": mine[0] / best[0],
        "hello_cpu_seconds": best[1],
        "menu_cpu_seconds": mine[1],
        "cpu_ratio": mine[1] / best[1],
        "hello_median": statistics.median(t[0] for t in hello),
        "menu_median": statistics.median(t[0] for t in menu),
    }


if __name__ == "__main__":
    {"hello": hello, "menu": menu}[sys.argv[1]]()
