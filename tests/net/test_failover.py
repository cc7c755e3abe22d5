"""Failover with real processes: two ``cardtui host`` servers sharing PostgreSQL behind
HAProxy (tests/net/proxy.py), leases of 2 s. A server killed mid-round (SIGKILL) loses its
rooms to the other, where they finish, every move kept once, their players back by
themselves; a server paused past its lease (SIGSTOP) wakes up to find its late move refused."""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal
import statistics
import time

import pytest
from net.pg import execute
from net.proxy import farm, need_haproxy  # noqa: F401 - farm: the fixture

from cardtui.net.bench import ServerBench, format_cluster, run_cluster_benches
from cardtui.net.client import Client, ConnectionLost, ServerError, room_url
from cardtui.net.cluster import retry_hint
from cardtui.net.link import Link

ROOMS = 20
ONE_ROUND = {"match_mode": "rounds", "rounds": 1}  # a Xeri match of one round: 48 moves
THINK = 0.05  # the players' pause before each move, so that the kill lands mid-round
RETRY = (0.1, 0.2, 0.3, 0.5, 0.5, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2)


class Player:
    """One room: a player on a Link through the proxy, a random bot on the server."""

    def __init__(self, address: str, index: int) -> None:
        self.link = Link(address, f"P{index}", retry=RETRY)
        self.rng = random.Random(index)
        self.index = index
        self.seq = 0  # the latest table's move count
        self.states: list[str] = []  # the link's news: reconnecting, online
        self.moves_after: list[float] = []  # when moves came after the kill
        self.killed_at: float | None = None
        self.done = asyncio.Event()

    async def setup(self) -> str:
        await self.link.open()
        joined = await self.link.create(
            "xeri", 2, bots={1: "random"}, options=ONE_ROUND, seed=100 + self.index
        )
        await self.link.start()
        return joined["room"]

    async def play(self) -> None:
        link = self.link
        while True:
            message = await link.events.get()
            kind = message["type"]
            if kind == "link":
                self.states.append(message["state"])
                assert message["state"] != "gone", message["message"]
                continue
            if kind == "move" and self.killed_at is not None:
                self.moves_after.append(time.perf_counter())
            table = message.get("table")
            if table:
                self.seq = table["seq"]
            if kind == "round_over" and "match" in message["result"]:
                self.done.set()
                return
            if table and table["legal"] and link.client and table is link.client.table:
                await asyncio.sleep(THINK)
                # stale, or the connection went: the next table says what to do
                with contextlib.suppress(ServerError):
                    await link.act(self.rng.choice(table["legal"]), table["seq"])


def stored_moves(database: str, code: str) -> list[int]:
    rows = execute(database, "SELECT n FROM moves WHERE code = ? ORDER BY n", (code,))
    return [n for (n,) in rows]


def owners(database: str) -> dict[str, str]:
    return dict(execute(database, "SELECT code, owner FROM leases"))


@pytest.mark.slow
async def test_a_killed_servers_rooms_finish_on_the_other(farm, pg_url, capsys):  # noqa: F811
    cluster = farm(("a", "b"), lease=2.0)
    players = [Player(cluster.address, i) for i in range(ROOMS)]
    codes = await asyncio.gather(*(p.setup() for p in players))
    by_owner = owners(pg_url)
    on_a = [p for p, code in zip(players, codes, strict=True) if by_owner[code] == "a"]
    assert 0 < len(on_a) < ROOMS, f"HAProxy spread the new rooms: {by_owner}"
    games = [asyncio.create_task(p.play()) for p in players]

    async with asyncio.timeout(30):  # everyone mid-round
        while min(p.seq for p in players) < 6:
            await asyncio.sleep(0.02)
    assert all(not p.done.is_set() for p in on_a)
    cluster.hosts["a"].signal(signal.SIGKILL)
    killed = time.perf_counter()
    for p in on_a:
        p.killed_at = killed
    await asyncio.wait_for(asyncio.gather(*games), 90)

    waits = [p.moves_after[0] - killed for p in on_a]
    with capsys.disabled():  # shown in every run, not only a failing one
        print(
            f"\nSIGKILL of server a ({len(on_a)} of {ROOMS} rooms, lease 2 s): first move on "
            f"server b after {statistics.median(waits):.2f} s (median), {max(waits):.2f} s (max)"
        )
    after = owners(pg_url)
    for p, code in zip(players, codes, strict=True):
        # every move once: the stored log is 1..seq, the count of moves the player saw
        assert stored_moves(pg_url, code) == list(range(1, p.seq + 1)), code
        assert p.seq >= 48  # the whole round was played
        if p in on_a:
            assert after[code] == "b"
            assert p.states[:1] == ["reconnecting"] and p.states[-1] == "online", p.states
    for p in players:
        await p.link.close()


async def resume_through(address: str, code: str, token: str) -> Client:
    """Take seat back through the proxy, as the app's link does: the room's address; while
    the lease of the paused owner runs, wait as long as the ``moved`` answer says."""
    async with asyncio.timeout(20):
        while True:
            client = await Client.connect(room_url(address, code), "Ann")
            try:
                await client.resume(code, token)
                return client
            except ServerError as exc:
                await client.close()
                await asyncio.sleep((retry_hint(exc.answer) or 0.1) + 0.05)


async def test_a_paused_server_wakes_up_to_a_refused_move(farm, pg_url, capsys):  # noqa: F811
    cluster = farm(("a", "b"), lease=2.0)
    a = cluster.hosts["a"]
    ann = await Client.connect(a.address, "Ann")  # straight to a: the proxy cannot cut it
    code = (await ann.create("xeri", 2, bots={1: "random"}, options=ONE_ROUND, seed=8))["room"]
    await ann.start()
    while not (ann.table and ann.table["legal"]):
        await ann.next()
    seq, legal = ann.table["seq"], ann.table["legal"]

    a.signal(signal.SIGSTOP)
    late = asyncio.create_task(ann.act(legal[0], seq=seq))  # waits in a's socket
    cluster.proxy.wait_status({"a": "DOWN", "b": "UP"})
    back = await resume_through(cluster.address, code, ann.token)  # b takes the room over
    assert owners(pg_url)[code] == "b"
    table = back.table or (await back.next("table"))["table"]
    assert table["seq"] == seq  # a wrote nothing after its pause
    mine = legal[-1]
    await back.act(mine, seq=seq)

    a.signal(signal.SIGCONT)
    with pytest.raises(ServerError) as refused:
        await asyncio.wait_for(late, 10)
    assert isinstance(refused.value, ConnectionLost)  # a let the room go
    # Which refusal comes first after SIGCONT is a race inside a: the move's write, fenced by
    # the lease's generation in its transaction, or the renewal of the lease, refused because
    # b holds it now (then a drops the room before reading the move). Either way: not stored.
    said = ("another server holds its lease", "its lease was taken over")
    deadline = time.monotonic() + 10
    while not any(words in a.read_log() for words in said):
        assert time.monotonic() < deadline, a.read_log()
        await asyncio.sleep(0.05)
    with capsys.disabled():
        print(f"\nserver a after SIGCONT: {a.read_log().strip().splitlines()[-1]}")
    stored = execute(pg_url, "SELECT n, seat, action FROM moves WHERE code = ? ORDER BY n", (code,))
    assert [n for n, _, _ in stored] == list(range(1, len(stored) + 1))  # no fork, no gap
    assert stored[seq][1:] == (0, mine)  # move seq+1 is b's, not a's late one
    await back.close()
    await ann.close()


@pytest.mark.slow
async def test_the_benchmark_measures_each_count_of_servers_through_haproxy(pg_url):
    need_haproxy()
    bench = ServerBench(rooms=4, seconds=1.0, games=("xeri",))
    bench.servers, bench.database = (1, 2), pg_url
    reports = await run_cluster_benches(bench)
    assert [r["servers"] for r in reports] == [1, 2]
    for report in reports:
        assert report["moves"] > 0 and report["rooms_failed"] == 0
        assert report["latency_ms"]["p99"] is not None and report["proxy_cpu"] is not None
    assert "      2 " in format_cluster(reports)
    assert execute(pg_url, "SELECT count(*) FROM rooms") == [(0,)]  # its rooms are gone
