"""Several servers sharing one PostgreSQL database, in this process: a room's owner answers,
the others say where it is (``moved``), and a room whose owner stopped is taken over and
replayed by the next server a player asks. (The same with real processes, HAProxy, SIGKILL
and SIGSTOP: test_failover.py.)"""

from __future__ import annotations

import asyncio
import subprocess
import time
from pathlib import Path

import pytest
from net.conftest import config

from cardtui.cli import build_parser
from cardtui.commands.host import config_from
from cardtui.net.client import Client, ServerError, room_url
from cardtui.net.haproxy import EXAMPLE, haproxy_config
from cardtui.net.link import Link
from cardtui.net.server import Server
from cardtui.net.services import haproxy_path

ROOT = Path(__file__).resolve().parents[2]
TTL = 1.0


async def link_turn(link: Link, states: list[str] | None = None) -> dict:
    """Read the link's events until it is the seat's move; returns the table. ``states``
    collects the link's own news (reconnecting, online)."""
    async with asyncio.timeout(10):
        while True:
            message = await link.events.get()
            if message["type"] == "link" and states is not None:
                states.append(message["state"])
            table = message.get("table")
            if table and table["legal"] and table is link.client.table:
                return table


async def two_servers(tmp_path, pg_url) -> tuple[Server, Server]:
    servers = []
    for name in ("a", "b"):
        folder = tmp_path / name
        folder.mkdir()
        cfg = config(folder, database_url=pg_url, server_id=name, lease_ttl=TTL)
        server = Server(cfg)
        await server.start()
        servers.append(server)
    return servers[0], servers[1]


async def test_another_server_says_where_the_room_is_and_a_link_follows(tmp_path, pg_url):
    a, b = await two_servers(tmp_path, pg_url)
    try:
        ann = await Client.connect(a.address, "Ann")
        code = (await ann.create("xeri", 2, seed=3))["room"]
        bob = await Client.connect(room_url(b.address, code), "Bob")
        with pytest.raises(ServerError) as refused:
            await bob.join(code)
        assert refused.value.code == "moved"
        assert refused.value.answer["address"] == f"{a.address}/room/{code}"
        assert 0 < refused.value.answer["retry"] <= TTL
        assert code not in b.rooms  # b did not take a room a holds
        await bob.close()

        link = Link(b.address, "Bob")  # Bob only knows server b
        await link.open()
        joined = await link.join(code)
        assert joined["seat"] == 1 and link.client is not None
        assert link.client.ws.request.path == f"/room/{code}"  # the owner's address for it
        assert [s["name"] for s in link.room["seats"]] == ["Ann", "Bob"]
        await link.close()
        await ann.close()
    finally:
        await a.close()
        await b.close()


async def test_a_room_whose_server_stopped_is_replayed_by_the_next_one_asked(tmp_path, pg_url):
    a, b = await two_servers(tmp_path, pg_url)
    try:
        link = Link(a.address, "Ann", retry=(0.05,) * 40)
        await link.open()
        await link.create("xeri", 2, bots={1: "random"}, seed=5)
        await link.start()
        table = await link_turn(link)
        await link.act(table["legal"][0], table["seq"])
        before = (await link_turn(link))["seq"]
        # Ann's link reconnects to the room's address, which is b's only after a is gone: a
        # link behind a proxy gets the same from the proxy's hashing (test_failover.py).
        link.url = b.address
        await a.close()  # a clean stop gives the lease back: b may take it at once
        states: list[str] = []
        table = await link_turn(link, states)
        assert states == ["reconnecting", "online"]
        assert list(b.rooms) == [link.code]
        assert table["seq"] == before  # replayed: every move a stored is there
        await link.act(table["legal"][0], table["seq"])
        assert (await link_turn(link))["seq"] == before + 2  # b's bot answered
        await link.close()
    finally:
        await b.close()


async def test_health_is_ok_while_the_leases_are_renewed(tmp_path, pg_url):
    a, b = await two_servers(tmp_path, pg_url)
    try:
        host, port = "127.0.0.1", a.port
        reader, writer = await asyncio.open_connection(host, port)
        writer.write(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert (await reader.readline()).startswith(b"HTTP/1.1 200")
        writer.close()
        a.renewed -= 2 * TTL  # as if the database had been away for a lease's time
        assert not a.healthy()
    finally:
        await a.close()
        await b.close()


def test_the_documented_haproxy_configuration_is_the_tested_one():
    text = (ROOT / "docs" / "haproxy.cfg").read_text()
    assert text == haproxy_config(EXAMPLE)
    readme = (ROOT / "README.md").read_text()
    indented = "".join(f"    {line}" if line.strip() else line for line in text.splitlines(True))
    assert indented in readme, "the README's HAProxy configuration is docs/haproxy.cfg"
    program = haproxy_path()
    if program is None:
        pytest.skip("HAProxy is not installed (apt-get install haproxy): its check is skipped")
    checked = subprocess.run(
        [program, "-c", "-f", str(ROOT / "docs" / "haproxy.cfg")],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--server-id", "a/b"], "A server name is 1 to 40 letters"),
        (["--advertise", "http://proxy/s/a"], "starts with ws:// or wss://"),
    ],
)
def test_host_refuses_a_bad_server_name_or_address_with_a_sentence(argv, message):
    args = build_parser().parse_args(["host", *argv])
    with pytest.raises(ValueError, match=message):
        config_from(args)


def test_host_takes_a_name_an_address_and_a_lease_time():
    argv = ["--server-id", "b", "--advertise", "ws://proxy:8080/s/b", "--lease-seconds", "2"]
    cfg = config_from(build_parser().parse_args(["host", *argv]))
    assert (cfg.server_id, cfg.advertise, cfg.lease_ttl) == ("b", "ws://proxy:8080/s/b", 2.0)
    with pytest.raises(SystemExit):  # a lease shorter than half a second is refused
        build_parser().parse_args(["host", "--lease-seconds", "0.1"])


async def test_a_link_waits_out_the_lease_of_an_owner_it_cannot_reach(tmp_path, pg_url):
    a, b = await two_servers(tmp_path, pg_url)
    try:
        link = Link(b.address, "Ann", retry=(0.05,) * 40)
        await link.open()
        await link.create("xeri", 2, bots={1: "random"}, seed=6)  # on b
        await link.start()
        table = await link_turn(link)
        # b dies without a word: its lease stays (the store's row), its address refuses
        b._leases.cancel()
        b.rooms.clear()
        await b.close()
        link.url = a.address  # (behind the proxy: the code's hash finds a, b being down)
        started = time.monotonic()
        states: list[str] = []
        table = await link_turn(link, states)
        waited = time.monotonic() - started
        assert states == ["reconnecting", "online"]
        # a said "moved" to b, b could not be reached: the link waited out b's lease (its
        # `retry`) and asked a again, which had taken the room over by then
        assert TTL * 0.3 < waited < TTL * 3
        assert list(a.rooms) == [link.code] and table["seq"] >= 1
        await link.close()
    finally:
        await a.close()
