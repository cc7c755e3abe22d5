"""A PostgreSQL server of the tests' own: Debian's PostgreSQL in a cluster in a temporary
folder, on a free loopback port, started once per test session (per xdist worker); each test
gets a database of its own (``pg_url``).

When PostgreSQL or psycopg is missing the tests that need it skip, saying what is missing; with
CARDTUI_REQUIRE_SERVICES=1 (CI, .ci/run) a missing service is a failure instead.

PostgreSQL refuses to run as root, so when the tests run as root the cluster belongs to the
``postgres`` user (or ``nobody``) and its programs run as that user.
"""

from __future__ import annotations

import glob
import importlib.util
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest

REQUIRE = "CARDTUI_REQUIRE_SERVICES"
_names = itertools.count(1)


def pg_bin() -> Path | None:
    """The folder of PostgreSQL's server programs (CARDTUI_PG_BIN, or Debian's newest)."""
    named = os.environ.get("CARDTUI_PG_BIN")
    folders = [named] if named else sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    for folder in folders:
        if (Path(folder) / "initdb").is_file() and (Path(folder) / "pg_ctl").is_file():
            return Path(folder)
    return None


def missing() -> str | None:
    if importlib.util.find_spec("psycopg") is None:
        return "psycopg is not installed: python3 -m pip install -e '.[test]'"
    named = os.environ.get("CARDTUI_PG_BIN")
    if named and pg_bin() is None:
        return f"CARDTUI_PG_BIN names no folder with initdb and pg_ctl: {named}"
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

    def _run(self, *args: str, timeout: float = 60) -> None:
        extra = {}
        if self.user is not None:
            extra = {"user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}
        done = subprocess.run(
            [str(self.bindir / args[0]), *args[1:]],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=self.folder,
            check=False,
            **extra,
        )
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stdout}{done.stderr}")

    def start(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", "cardtui", "--auth=trust", "-E", "UTF8",
                  "--no-sync", "--locale=C")  # fmt: skip
        options = (
            f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
            "-c max_connections=100 -c shared_buffers=16MB"
        )
        log = str(self.folder / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-o", options, "-w", "start")

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
        try:
            if (self.data / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_cluster():
    """The session's PostgreSQL server (skips, or fails under CARDTUI_REQUIRE_SERVICES)."""
    reason = missing()
    if reason:
        skip_or_fail(reason)
    cluster = Cluster(pg_bin())
    try:
        cluster.start()
    except (RuntimeError, OSError, subprocess.SubprocessError) as exc:
        cluster.stop()
        skip_or_fail(f"PostgreSQL did not start: {exc}")
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
