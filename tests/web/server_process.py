"""``cardtui serve`` as a real process for the browser test: started on a free loopback port,
its output read line by line, and always stopped (with every app process it started)."""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class ServerProcess:
    def __init__(self, data_dir: Path, *args: str, timeout: float) -> None:
        env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
        env["TEXTUAL_ANIMATIONS"] = "none"
        command = [sys.executable, "-m", "cardtui", "serve", "--port", "0"]
        command += ["--data-dir", str(data_dir), *args]
        self.data_dir = data_dir
        self.lines: list[str] = []
        self.changed = threading.Condition()
        self.timeout = timeout
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,  # `python -m cardtui` here imports this checkout, in the apps too
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            encoding="utf-8",
            errors="replace",
        )
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        # The address alone: the line around it speaks the server's language (--lang fa).
        port = self.wait_line(r"http://127\.0\.0\.1:(\d+)/")[1]
        self.url = f"http://127.0.0.1:{port}/"

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            with self.changed:
                self.lines.append(line.rstrip("\n"))
                self.changed.notify_all()
        with self.changed:
            self.changed.notify_all()

    @property
    def log(self) -> str:
        with self.changed:
            return "\n".join(self.lines)

    def wait_line(self, pattern: str, timeout: float | None = None) -> re.Match[str]:
        """The first line of the server's output matching ``pattern``, waiting for it."""
        deadline = time.monotonic() + (timeout or self.timeout)
        with self.changed:
            while True:
                for line in self.lines:
                    found = re.search(pattern, line)
                    if found:
                        return found
                left = deadline - time.monotonic()
                if left <= 0 or (self.process.poll() is not None and not self.reader.is_alive()):
                    raise AssertionError(
                        f"The server did not print /{pattern}/. It printed:\n{self.log_unlocked()}"
                    )
                self.changed.wait(left)

    def log_unlocked(self) -> str:
        return "\n".join(self.lines)

    def app_pids(self) -> list[int]:
        with self.changed:
            return [int(p) for p in re.findall(r"game opened \(process (\d+)", self.log_unlocked())]

    def stop(self) -> list[int]:
        """SIGTERM (as Ctrl+C would), then kill the server and any app that outlived it if
        that does not work; returns the apps that had to be killed."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(self.timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        killed = [pid for pid in self.app_pids() if not wait_gone(pid, 5)]
        for pid in killed:
            os.kill(pid, signal.SIGKILL)
        self.reader.join(5)
        return killed


def is_gone(pid: int) -> bool:
    """Exited: no such process, or a zombie waiting for its parent."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return True
    return "\nState:\tZ" in status


def wait_gone(pid: int, timeout: float) -> bool:
    """Wait for a process (not our child) to exit: a pidfd becomes readable when it does."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    except (AttributeError, OSError):  # no pidfd on this system: look every 50 ms instead
        if is_gone(pid):
            return True
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not is_gone(pid):
            time.sleep(0.05)
        return is_gone(pid)
    try:
        readable, _, _ = select.select([fd], [], [], timeout)
        return bool(readable) or is_gone(pid)
    finally:
        os.close(fd)
