"""A PostgreSQL server of the tests' own: Debian's PostgreSQL in a cluster in a temporary
folder, on a free loopback port, started once per test session (per xdist worker); each test
gets a database of its own (``pg_url``).

When PostgreSQL or psycopg is missing the tests that need it skip, saying what is missing; with
CARDTUI_REQUIRE_SERVICES=1 a missing service is a failure instead. An installed server that
does not start always fails (.ci/run installs both and checks that they are there).

PostgreSQL refuses to run as root, so when the tests run as root the cluster belongs to the
``postgres`` user (or ``nobody``) and its programs run as that user. The server is the tests'
child and ends with them, even when they are killed (Linux's parent-death signal).
"""

from __future__ import annotations

import ctypes
import glob
import importlib.util
import itertools
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

REQUIRE = "CARDTUI_REQUIRE_SERVICES"
_names = itertools.count(1)


def pg_bin() -> Path | None:
    """The folder of PostgreSQL's server programs (CARDTUI_PG_BIN, or Debian's newest)."""
    named = os.environ.get("CARDTUI_PG_BIN")
    folders = [named] if named else sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    for folder in folders:
        if (Path(folder) / "initdb").is_file() and (Path(folder) / "postgres").is_file():
            return Path(folder)
    return None


def missing() -> str | None:
    if importlib.util.find_spec("psycopg") is None:
        return "psycopg is not installed: python3 -m pip install -e '.[test]'"
    named = os.environ.get("CARDTUI_PG_BIN")
    if named and pg_bin() is None:
        return f"CARDTUI_PG_BIN names no folder with initdb and postgres: {named}"
    if pg_bin() is None:
        return "PostgreSQL is not installed: apt-get install postgresql (or set CARDTUI_PG_BIN)"
    return None


def skip_or_fail(reason: str) -> None:
    if os.environ.get(REQUIRE):
        pytest.fail(f"PostgreSQL must be tested here ({REQUIRE} is set), but {reason}")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Cluster:
    """One PostgreSQL server: ``start()``, ``database()`` for a new empty database's URL,
    ``stop()`` (which removes its folder)."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.folder = Path(tempfile.mkdtemp(prefix="cardtui-pg-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self.user = None  # the system user the server runs as (when we are root)
        if os.geteuid() == 0:
            for name in ("postgres", "nobody"):
                try:
                    self.user = pwd.getpwnam(name)
                    break
                except KeyError:
                    continue
            if self.user is None:
                raise RuntimeError("running as root, and there is no postgres or nobody user")
            os.chown(self.folder, self.user.pw_uid, self.user.pw_gid)

    def _as_owner(self) -> dict:
        """subprocess arguments that run a program as the cluster's owner (when we are root)."""
        if self.user is None:
            return {}
        return {"user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}

    def start(self) -> None:
        done = subprocess.run(
            [str(self.bindir / "initdb"), "-D", str(self.data), "-U", "cardtui",
             "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"],
            capture_output=True, text=True, timeout=60, cwd=self.folder, check=False,
            **self._as_owner(),
        )  # fmt: skip
        if done.returncode != 0:
            raise RuntimeError(f"initdb failed: {done.stdout}{done.stderr}")
        settings = {
            "listen_addresses": "127.0.0.1",
            "unix_socket_directories": "",
            "fsync": "off",
            "synchronous_commit": "off",
            "full_page_writes": "off",
            "max_connections": "100",
            "shared_buffers": "16MB",
        }
        options = [f"-c{key}={value}" for key, value in settings.items()]
        with open(self.folder / "server.log", "wb") as log:
            # the server itself (not pg_ctl's daemon): it dies with this process, even killed
            self.proc = subprocess.Popen(
                [str(self.bindir / "postgres"), "-D", str(self.data), "-p", str(self.port),
                 *options],
                stdout=log, stderr=subprocess.STDOUT, cwd=self.folder,
                preexec_fn=_die_with_parent, **self._as_owner(),
            )  # fmt: skip
        self._wait_ready()

    def _wait_ready(self, timeout: float = 30.0) -> None:
        import psycopg

        end = time.monotonic() + timeout
        while True:
            try:
                psycopg.connect(self.url(), connect_timeout=2).close()
                return
            except psycopg.OperationalError:
                if self.proc.poll() is not None or time.monotonic() > end:
                    log = (self.folder / "server.log").read_text(errors="replace")
                    raise RuntimeError(f"postgres did not start: {log[-2000:]}") from None
                time.sleep(0.05)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://cardtui@127.0.0.1:{self.port}/{database}"

    def database(self) -> str:
        """A new, empty database; its URL."""
        import psycopg

        name = f"t{os.getpid()}_{next(_names)}"
        with psycopg.connect(self.url(), autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        proc = getattr(self, "proc", None)
        try:
            if proc is not None and proc.poll() is None:
                proc.send_signal(signal.SIGQUIT)  # immediate: nothing here needs keeping
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(10)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def _die_with_parent() -> None:
    """In the server's process before it starts: end it when the tests' process ends, however
    that ends (Linux's parent-death signal)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(1, signal.SIGQUIT)  # PR_SET_PDEATHSIG


@pytest.fixture(scope="session")
def pg_cluster():
    """The session's PostgreSQL server (skips when it is not installed, or fails under
    CARDTUI_REQUIRE_SERVICES; fails when it is installed but does not start)."""
    reason = missing()
    if reason:
        skip_or_fail(reason)
    cluster = Cluster(pg_bin())
    try:
        cluster.start()
    except (RuntimeError, OSError, subprocess.SubprocessError) as exc:
        cluster.stop()
        # Installed but not starting is a fault to see, never a skip that hides it.
        pytest.fail(f"PostgreSQL is installed but did not start: {exc}")
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(pg_cluster) -> str:
    """A URL of an empty database of this test's own."""
    return pg_cluster.database()


def execute(database: str, sql: str, params: tuple = ()) -> list[tuple]:
    """Run one statement on a store's database (a SQLite file or a PostgreSQL URL), outside
    the server: ``?`` parameters either way. Returns its rows."""
    if database.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(database, autocommit=True) as db:
            cur = db.execute(sql.replace("?", "%s"), params)
            return cur.fetchall() if cur.description is not None else []
    import sqlite3

    db = sqlite3.connect(database, isolation_level=None)
    try:
        return db.execute(sql, params).fetchall()
    finally:
        db.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path) -> str:
    """Each backend in turn: a SQLite file, or a PostgreSQL database of the test's own."""
    if request.param == "sqlite":
        return str(tmp_path / "rooms.sqlite3")
    return request.getfixturevalue("pg_url")
