"""Game servers and HAProxy as child processes: what ``cardtui bench --server --servers N``
and the failover tests start (real processes, so that a server can be killed or paused).

:class:`HostProcess` is one ``cardtui host --database ... --server-id ID`` on a free loopback
port, its log kept in a file; :class:`Proxy` is HAProxy (``haproxy -db``) with
:func:`.haproxy.haproxy_config` for those servers, on a free loopback port.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from .haproxy import haproxy_config

HAPROXY = "haproxy"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def haproxy_path() -> str | None:
    """HAProxy's program (CARDTUI_HAPROXY, else on PATH or in /usr/sbin), or None."""
    named = os.environ.get("CARDTUI_HAPROXY")
    if named:
        return named if os.access(named, os.X_OK) else None
    return shutil.which(HAPROXY) or shutil.which(HAPROXY, path="/usr/sbin:/usr/local/sbin")


class HostProcess:
    """``cardtui host`` in a child process, sharing ``database`` with the others."""

    def __init__(
        self,
        server_id: str,
        database: str,
        folder: Path,
        *,
        advertise: str | None = None,
        lease_seconds: float = 2.0,
        limit: int = 2000,
        extra: tuple[str, ...] = (),
    ) -> None:
        self.server_id = server_id
        self.log_path = folder / f"{server_id}.log"
        self.data = folder / server_id
        self.data.mkdir(parents=True, exist_ok=True)
        args = [
            sys.executable, "-m", "cardtui", "host", "--port", "0", "--database", database,
            "--server-id", server_id, "--lease-seconds", str(lease_seconds),
            "--data-dir", str(self.data), "--rate", "10000",
            "--max-rooms", str(limit), "--max-connections", str(limit),
            "--max-per-address", str(limit), "--rooms-per-address", str(limit), *extra,
        ]  # fmt: skip
        if advertise:
            args += ["--advertise", advertise]
        self.log = open(self.log_path, "w")  # noqa: SIM115 - open for the process's life
        self.proc = subprocess.Popen(
            args, stdout=subprocess.PIPE, stderr=self.log, text=True, start_new_session=True
        )
        self.address = ""
        self.port = 0

    def wait_ready(self, timeout: float = 30.0) -> str:
        """The address it serves on, once it says so."""
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            found = re.search(r"wss?://[^\s]+:(\d+)", line)
            if found:
                self.address, self.port = found.group(0), int(found.group(1))
                return self.address
        said = self.read_log()[-2000:]
        self.stop()
        raise RuntimeError(f"server {self.server_id} did not start: {said}")

    def read_log(self) -> str:
        if not self.log.closed:
            self.log.flush()
        return self.log_path.read_text(errors="replace")

    def signal(self, sig: int) -> None:
        self.proc.send_signal(sig)

    def stop(self) -> None:
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(signal.SIGCONT)  # a paused one too
                self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        self.log.close()


class Proxy:
    """HAProxy in front of ``servers`` (``(server id, port)``), on a free loopback port."""

    def __init__(
        self,
        folder: Path,
        port: int | None = None,
        check: str = "200ms",
        timeout: str = "1s",
        maxconn: int = 1000,
    ) -> None:
        program = haproxy_path()
        if program is None:
            raise FileNotFoundError("HAProxy is not installed")
        self.program = program
        self.folder = folder
        self.port = port or free_port()
        self.check, self.timeout = check, timeout
        self.maxconn = maxconn  # two file descriptors each, within the user's limit
        self.stats = folder / "haproxy.sock"
        self.config_path = folder / "haproxy.cfg"
        self.proc: subprocess.Popen | None = None

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def advertise(self, server_id: str) -> str:
        """The address a server gives for its rooms: this proxy's path to it."""
        return f"{self.address}/s/{server_id}"

    def start(self, servers: list[tuple[str, int]], timeout: float = 20.0) -> None:
        text = haproxy_config(
            [(sid, f"127.0.0.1:{port}") for sid, port in servers],
            bind=f"127.0.0.1:{self.port}",
            check=self.check,
            timeout=self.timeout,
        )
        # a stats socket, so that a test can wait for the servers to be up
        text = text.replace("global\n", f"global\n    stats socket {self.stats} level admin\n", 1)
        text = re.sub(r"maxconn \d+", f"maxconn {self.maxconn}", text, count=1)
        self.config_path.write_text(text)
        self.log = open(self.folder / "haproxy.log", "w")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [self.program, "-f", str(self.config_path), "-db"],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.wait_status({sid: "UP" for sid, _ in servers}, timeout)

    def status(self) -> dict[str, str]:
        """Each server's state in the ``rooms`` backend (UP, DOWN, ...)."""
        with socket.socket(socket.AF_UNIX) as sock:
            sock.settimeout(2)
            sock.connect(str(self.stats))
            sock.sendall(b"show stat\n")
            data = b""
            while chunk := sock.recv(65536):
                data += chunk
        states = {}
        for line in data.decode().splitlines():
            cells = line.split(",")
            if len(cells) > 17 and cells[0] == "rooms" and cells[1] not in ("FRONTEND", "BACKEND"):
                states[cells[1]] = cells[17].split()[0]
        return states

    def wait_status(self, wanted: dict[str, str], timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        seen: dict[str, str] = {}
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"HAProxy stopped: {(self.folder / 'haproxy.log').read_text()}")
            with contextlib.suppress(OSError):
                seen = self.status()
                if all(seen.get(k) == v for k, v in wanted.items()):
                    return
            time.sleep(0.05)
        raise TimeoutError(f"HAProxy's servers are {seen}, not {wanted}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.proc is not None:
            self.log.close()
