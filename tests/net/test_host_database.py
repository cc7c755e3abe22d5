"""``cardtui host --database``: rooms in PostgreSQL, or in a SQLite file named on the command
line; a database it cannot use is a sentence, and the host never prints a password."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys

from net.pg import execute

from cardtui.net.client import Client
from cardtui.net.store import VERSION


async def host(database: str, tmp_path) -> tuple[str, str, str]:
    """Run ``cardtui host --database``, open a room, stop it; (out, err, the room's code)."""
    env = {**os.environ, "CARDTUI_DATA_DIR": str(tmp_path)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "cardtui", "host", "--port", "0", "--quiet",
        "--database", database, "--server-id", "one",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env,
    )  # fmt: skip
    try:
        line = (await asyncio.wait_for(proc.stdout.readline(), 20)).decode()
        address = re.search(r"ws://\S+", line).group(0)
        client = await Client.connect(address, "Ann")
        code = (await client.create("xeri", 2))["room"]
        await client.close()
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = await asyncio.wait_for(proc.communicate(), 20)
    assert proc.returncode == 0, err.decode()
    return line + out.decode(), err.decode(), code


async def test_host_keeps_rooms_in_postgresql_and_never_prints_its_password(tmp_path, pg_url):
    with_password = pg_url.replace("cardtui@", "cardtui:s3cret@")  # the test server trusts all
    out, err, code = await host(with_password, tmp_path)
    assert "s3cret" not in out + err
    assert "Rooms are kept in postgresql://cardtui:***@127.0.0.1:" in out
    assert execute(pg_url, "SELECT code FROM rooms") == [(code,)]
    assert execute(pg_url, "SELECT owner FROM leases") == [("one",)]  # given back on stop ...
    assert execute(pg_url, "SELECT count(*) FROM leases WHERE expires > now()") == [(0,)]
    assert not (tmp_path / "server" / "rooms.sqlite3").exists()


async def test_host_keeps_rooms_in_a_sqlite_file_named_by_a_url(tmp_path):
    path = tmp_path / "elsewhere" / "my-rooms.db"
    out, _, code = await host(f"sqlite://{path}", tmp_path)
    assert f"Rooms are kept in sqlite://{path}." in out
    assert execute(str(path), "SELECT code FROM rooms") == [(code,)]


def run_host(*argv: str, tmp_path) -> subprocess.CompletedProcess:
    env = {**os.environ, "CARDTUI_DATA_DIR": str(tmp_path)}
    return subprocess.run(
        [sys.executable, "-m", "cardtui", "host", "--port", "0", *argv],
        capture_output=True, text=True, env=env, timeout=30, check=False,
    )  # fmt: skip


def test_a_database_the_host_cannot_reach_is_a_sentence(tmp_path, pg_cluster):
    url = f"postgresql://cardtui:s3cret@127.0.0.1:{pg_cluster.port}/no_such_database"
    done = run_host("--database", url, tmp_path=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("cardtui: Cannot reach the database postgresql://cardtui:***@")
    assert "s3cret" not in done.stderr and "Traceback" not in done.stderr


def test_rooms_of_a_newer_cardtui_are_refused_with_a_sentence(tmp_path, database):
    from cardtui.net.store import open_store

    open_store(database, "a").close()
    execute(database, "UPDATE schema_version SET version = ?", (VERSION + 5,))
    done = run_host("--database", database, tmp_path=tmp_path)
    assert done.returncode == 2
    assert "were written by a newer cardtui server" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_database_url_is_shown_without_its_password():
    from cardtui.net.config import shown_database

    assert (
        shown_database("postgresql://ann:pw@db:5432/rooms") == "postgresql://ann:***@db:5432/rooms"
    )
    assert shown_database("postgresql://db/rooms?sslmode=require&password=pw") == (
        "postgresql://db/rooms?sslmode=require&password=***"
    )
    assert shown_database("postgresql://db/rooms") == "postgresql://db/rooms"
    assert shown_database("/srv/rooms.sqlite3") == "/srv/rooms.sqlite3"
