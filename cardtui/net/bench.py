"""``cardtui bench --server``: load on a game server, measured from its clients.

A real ``cardtui host`` runs in a child process on a free loopback port (rooms kept in a
temporary folder, as a real server keeps them). This process opens N rooms, two clients in
each, which play random legal moves as fast as the server answers; Hidden Unders rooms also
seat a bot on the server, whose moves run in the server's bot threads. Rooms are set up
first, then measured for a fixed time: moves played per second over all rooms, and each
action's latency (sending ``act`` until its answer, which comes after the move reached every
seat). The server's CPU time over the window says how loaded it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import signal
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

from ..i18n import _
from .client import Client, ServerError, moved_to, room_url, server_url

SETUPS = {  # game -> (players, bots on the server, the second client's seat)
    "xeri": (2, {}, 1),
    "hidden_unders": (3, {1: "normal"}, 2),
    "zirkhaki": (3, {1: "normal"}, 2),
}


@dataclass
class ServerBench:
    rooms: int = 50
    seconds: float = 10.0
    games: tuple[str, ...] = ("xeri", "hidden_unders")
    seed: int = 1
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    errors: int = 0
    matches: int = 0
    proxy: str | None = None  # drive this address (a proxy, a server) instead of starting one
    servers: tuple[int, ...] = ()  # server processes behind HAProxy, one run per count
    database: str | None = None  # the PostgreSQL database those servers share
    codes: list[str] = field(default_factory=list)  # the rooms it opened


def add_server_arguments(parser: Any) -> None:
    parser.add_argument(
        "--server",
        action="store_true",
        help="load the game server instead: rooms of clients playing on loopback "
        "(moves/s, action latency); --seconds is the measuring time",
    )
    parser.add_argument("--rooms", type=int, default=50, help="rooms for --server (default 50)")


def run_cli(args: Any) -> int:
    import json

    # --rooms and --seconds are within their bounds already (commands/common.py)
    from .. import games

    chosen = tuple(games.resolve(g) for g in args.game) or ServerBench.games
    try:
        counts = tuple(int(n) for n in (args.servers or "").split(",") if n.strip())
    except ValueError:
        counts = (0,)
    if counts and not args.database:
        raise ValueError(_("--servers needs --database postgresql://... (the rooms they share)."))
    if any(not 1 <= n <= 16 for n in counts):
        raise ValueError(_("--servers takes counts of 1 to 16 servers, e.g. 1,2,4."))
    bench = ServerBench(rooms=args.rooms, seconds=args.seconds, games=chosen)
    bench.proxy, bench.servers, bench.database = args.proxy, counts, args.database
    if counts:
        reports = asyncio.run(run_cluster_benches(bench))
        print(json.dumps(reports, indent=2) if args.json else format_cluster(reports))
        return 0
    report = asyncio.run(run_server_bench(bench))
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


async def run_server_bench(bench: ServerBench) -> dict[str, Any]:
    if bench.proxy:  # somebody else's server (or proxy): its CPU is not ours to read
        return await _measure(bench, server_url(bench.proxy), [])
    with tempfile.TemporaryDirectory(prefix="cardtui-bench-") as data:
        proc, address = await _start_server(data, bench.rooms)
        try:
            return await _measure(bench, address, [proc.pid])
        finally:
            proc.send_signal(signal.SIGINT)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(proc.wait(), 10)
            if proc.returncode is None:
                proc.kill()


async def _start_server(data: str, rooms: int) -> tuple[Any, str]:
    limit = str(rooms * 4 + 10)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "cardtui", "host", "--port", "0", "--data-dir", data, "--quiet",
        "--max-rooms", limit, "--max-connections", limit, "--max-per-address", limit,
        "--rooms-per-address", limit, "--rate", "10000",
        stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    line = (await asyncio.wait_for(proc.stdout.readline(), 30)).decode()
    found = re.search(r"wss?://\S+", line)
    if found is None:
        proc.kill()
        raise ValueError(f"The server did not start: {line.strip() or 'no output'}")
    return proc, found.group(0)


def _cpu_seconds(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


async def run_cluster_benches(bench: ServerBench) -> list[dict[str, Any]]:
    """For each count: that many servers sharing ``bench.database`` behind HAProxy, measured
    through the proxy, then stopped."""
    from pathlib import Path

    from .services import HostProcess, Proxy

    reports = []
    for count in bench.servers:
        with tempfile.TemporaryDirectory(prefix="cardtui-bench-") as data:
            proxy = Proxy(Path(data), check="1s", maxconn=bench.rooms * 4 + 100)
            hosts = [
                HostProcess(
                    f"s{i + 1}",
                    bench.database or "",
                    Path(data),
                    advertise=proxy.advertise(f"s{i + 1}"),
                    lease_seconds=15,
                    limit=bench.rooms * 4 + 10,
                    extra=("--quiet",),
                )
                for i in range(count)
            ]
            run = ServerBench(rooms=bench.rooms, seconds=bench.seconds, games=bench.games)
            try:
                for host in hosts:
                    await asyncio.to_thread(host.wait_ready)
                await asyncio.to_thread(proxy.start, [(h.server_id, h.port) for h in hosts])
                pids = [h.proc.pid for h in hosts]
                report = await _measure(run, proxy.address, pids, proxy_pid=proxy.proc.pid)
                report["servers"] = count
                reports.append(report)
            finally:
                proxy.stop()
                for host in hosts:
                    await asyncio.to_thread(host.stop)
                # its rooms would be loaded by the next run's servers: gone, as a sweep would
                _forget_rooms(bench.database or "", run.codes)
    return reports


def _forget_rooms(database: str, codes: list[str]) -> None:
    import psycopg

    with psycopg.connect(database, autocommit=True) as db:
        for table in ("moves", "seats", "leases", "rooms"):
            db.execute(f"DELETE FROM {table} WHERE code = ANY(%s)", (codes,))


async def _measure(
    bench: ServerBench, address: str, pids: list[int], proxy_pid: int | None = None
) -> dict[str, Any]:
    window: dict[str, float] = {}

    def game_of(index: int) -> str:
        return bench.games[index % len(bench.games)]

    try:  # every room set up before the clock starts
        pairs = await asyncio.gather(
            *(_open_room(address, game_of(i), i, bench.codes) for i in range(bench.rooms))
        )
    except ServerError as exc:
        raise ValueError(f"The server refused the benchmark's rooms: {exc}") from None

    async def room(index: int, pair: tuple[Client, Client]) -> None:
        rng = random.Random(bench.seed * 1000 + index)
        while True:
            try:
                await pair[0].start()
                done = await asyncio.gather(*(_play(c, rng, bench, window) for c in pair))
            finally:
                for client in pair:
                    await client.close()
            if not all(done) or time.perf_counter() >= window["end"]:
                return
            bench.matches += 1
            pair = await _open_room(address, game_of(index), index, bench.codes)

    cpu0, own0 = _cpu_of(pids), time.process_time()
    proxy0 = _cpu_of([proxy_pid] if proxy_pid else [])
    window["start"] = time.perf_counter()
    window["end"] = window["start"] + bench.seconds
    results = await asyncio.gather(
        *(room(i, pair) for i, pair in enumerate(pairs)), return_exceptions=True
    )
    failed = [r for r in results if isinstance(r, BaseException)]
    elapsed = time.perf_counter() - window["start"]
    cpu1, own1 = _cpu_of(pids), time.process_time()
    proxy1 = _cpu_of([proxy_pid] if proxy_pid else [])
    lat = sorted(bench.latencies)

    def pct(q: float) -> float | None:
        return round(lat[min(len(lat) - 1, int(q * len(lat)))] * 1000, 2) if lat else None

    return {
        "rooms": bench.rooms,
        "games": list(bench.games),
        "clients": bench.rooms * 2,
        "seconds": round(bench.seconds, 2),
        "moves": bench.moves,
        "moves_per_second": round(bench.moves / bench.seconds, 1),
        "actions_timed": len(lat),
        "latency_ms": {
            "p50": pct(0.5),
            "p95": pct(0.95),
            "p99": pct(0.99),
            "max": pct(1.0),
            "mean": round(statistics.fmean(lat) * 1000, 2) if lat else None,
        },
        "matches_finished": bench.matches,
        "errors": bench.errors,
        "rooms_failed": len(failed),
        "first_failure": str(failed[0]) if failed else None,
        "clients_cpu": round((own1 - own0) / elapsed, 2),
        "server_cpu": (
            round((cpu1 - cpu0) / elapsed, 2) if cpu0 is not None and cpu1 is not None else None
        ),
        "proxy_cpu": (
            round((proxy1 - proxy0) / elapsed, 2)
            if proxy0 is not None and proxy1 is not None
            else None
        ),
    }


def _cpu_of(pids: list[int]) -> float | None:
    """CPU seconds of these processes together (None: none, or one is gone)."""
    times = [_cpu_seconds(pid) for pid in pids]
    return sum(times) if times and None not in times else None  # type: ignore[arg-type]


async def _open_room(
    address: str, game: str, index: int, codes: list[str]
) -> tuple[Client, Client]:
    players, bots, second = SETUPS[game]
    a = await Client.connect(address, f"A{index}")
    joined = await a.create(game, players, bots=bots)
    codes.append(joined["room"])
    b = await join_room(address, joined["room"], f"B{index}", seat=second)
    return a, b


async def join_room(address: str, code: str, name: str, **fields: Any) -> Client:
    """Sit down in room ``code`` through its address (``/room/CODE``: behind HAProxy, the
    server the code hashes to), following a ``moved`` answer to its owner once."""
    target = room_url(server_url(address), code)
    for _hop in range(2):
        client = await Client.connect(target, name)
        try:
            await client.join(code, **fields)
            return client
        except ServerError as exc:
            await client.close()
            followed = moved_to(target, exc)
            if followed is None or _hop:
                raise
            target = followed
    raise AssertionError("unreachable")


async def _play(
    client: Client, rng: random.Random, bench: ServerBench, window: dict[str, float]
) -> bool:
    """Play until the match is over (True) or the time is up (False)."""
    counts = client.seat == 0  # one client per room counts the room's moves
    while True:
        if time.perf_counter() >= window["end"]:
            return False
        try:
            message = await client.next(timeout=max(0.01, window["end"] - time.perf_counter()))
        except TimeoutError:
            return False
        kind = message["type"]
        if kind == "move" and counts:
            bench.moves += 1
        if kind == "round_over":
            if "match" in message["result"]:
                return True
            await client.ready()
            continue
        table = client.table
        if kind in ("move", "table", "round_started") and table and table["legal"]:
            if message.get("table") is not table:
                continue  # an older message; the latest table is the one to answer
            code = rng.choice(table["legal"])
            start = time.perf_counter()
            try:
                await client.act(code, seq=table["seq"])
            except ServerError:
                bench.errors += 1
                continue
            if time.perf_counter() < window["end"]:
                bench.latencies.append(time.perf_counter() - start)


def format_cluster(reports: list[dict[str, Any]]) -> str:
    """One line per server count, then each run's own report."""
    lines = ["servers  moves/s   p50 ms   p99 ms   servers' CPU   HAProxy CPU   failed rooms"]
    for r in reports:
        lat, cpu, proxy = r["latency_ms"], r["server_cpu"], r["proxy_cpu"]
        lines.append(
            f"{r['servers']:>7}  {r['moves_per_second']:>7}  {lat['p50']!s:>7}  {lat['p99']!s:>7}"
            f"  {'-' if cpu is None else f'{cpu * 100:.0f}%':>13}"
            f"  {'-' if proxy is None else f'{proxy * 100:.0f}%':>12}  {r['rooms_failed']:>12}"
        )
    for r in reports:
        lines += ["", f"{r['servers']} server(s) behind HAProxy:", format_report(r)]
    return "\n".join(lines)


def format_report(report: dict[str, Any]) -> str:
    lat = report["latency_ms"]
    cpu = report["server_cpu"]
    lines = [
        f"Game server on loopback: {report['rooms']} rooms ({', '.join(report['games'])}), "
        f"{report['clients']} clients playing random legal moves, {report['seconds']} s",
        f"  moves played:    {report['moves']} ({report['moves_per_second']} moves/s, "
        "server bots' moves included)",
        f"  action latency:  p50 {lat['p50']} ms, p95 {lat['p95']} ms, p99 {lat['p99']} ms, "
        f"max {lat['max']} ms over {report['actions_timed']} actions",
        f"  matches played to the end: {report['matches_finished']}; refused actions: "
        f"{report['errors']}",
    ]
    if cpu is not None:
        proxy = report.get("proxy_cpu")
        lines.append(
            f"  CPU:             server {cpu * 100:.0f}% of one core, clients "
            f"{report['clients_cpu'] * 100:.0f}% (in this process)"
            + ("" if proxy is None else f", HAProxy {proxy * 100:.0f}%")
        )
    if report["rooms_failed"]:
        lines.append(f"  rooms that failed: {report['rooms_failed']} ({report['first_failure']})")
    return "\n".join(lines)
