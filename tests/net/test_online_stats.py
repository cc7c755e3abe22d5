"""Online rounds in each player's own statistics (issue 29): two players on a loopback server,
each with their own data folder, play a round of Xeri through the app's link and remote
conductor (a headless host plays each seat's first legal move). Each one's statistics hold
the round as online, for their own seat, with their result; hearing the round's end again
after a reconnection counts nothing twice; a round a stand-in bot helped with is counted
apart; a spectator counts nothing."""

from __future__ import annotations

import asyncio
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from net.test_online_app import SIZE, app_for, at_table, keys, table, until
from tui.tui_helpers import quick_settings, screen_text

from cardtui import games
from cardtui.cli import main
from cardtui.core import RoundResult
from cardtui.net.client import Client
from cardtui.net.link import Link
from cardtui.store import paths, stats
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.conductor import Phase
from cardtui.tui.online_stats import count_online_round
from cardtui.tui.remote import RemoteConductor
from cardtui.tui.remote_match import RemoteMatch
from cardtui.tui.screens.lobby import LobbyScreen
from cardtui.tui.screens.online import Plan
from cardtui.tui.screens.remote_table import OnlineResultsScreen
from cardtui.tui.screens.stats import StatsScreen
from cardtui.tui.widgets.stats_table import StatsTable

RETRY = (0.02, 0.05, 0.1, 0.2)


@contextmanager
def data_in(folder: Path):
    """This player's data folder, for the length of one synchronous call (one thread)."""
    before = os.environ.get(paths.ENV)
    os.environ[paths.ENV] = str(folder)
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(paths.ENV, None)
        else:
            os.environ[paths.ENV] = before


class Host:
    """A table with no screen: plays the seat's first legal move and counts each finished
    round in its player's own data folder, as the online table does."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.conductor: RemoteConductor | None = None
        self.ends: list[RoundResult] = []
        self.said: list[str] = []

    def ask_human(self, seat: int, legal: list) -> None:
        assert self.conductor is not None and self.conductor.submit(legal[0]) is None

    def round_over(self, result: RoundResult) -> None:
        assert self.conductor is not None
        self.ends.append(result)
        with data_in(self.folder):
            self.said += count_online_round(self.conductor, result, wait=2).said

    def say(self, text: str, **_: Any) -> None:
        self.said.append(text)

    def __getattr__(self, name: str) -> Any:  # everything else a table would draw
        return lambda *args, **kwargs: None


TASKS: set[asyncio.Task] = set()


def spawn(coro: Any) -> None:
    task = asyncio.get_running_loop().create_task(coro)
    TASKS.add(task)
    task.add_done_callback(TASKS.discard)


def seated(link: Any, folder: Path) -> tuple[Host, RemoteConductor]:
    host = Host(folder)
    match = RemoteMatch(games.get("xeri"), link.room)
    conductor = RemoteConductor(host, match, link, bot_delay=0.0, spawn=spawn)  # type: ignore[arg-type]
    host.conductor = conductor
    conductor.start()
    return host, conductor


def figures(folder: Path, player: str) -> dict[str, Any]:
    with data_in(folder):
        found = {p.player: p for p in stats.summary("xeri")}
        rec = found[player]
        return {
            "players": sorted(found),
            "rounds": (rec.rounds, rec.won, rec.points),
            "online": (rec.online_rounds, rec.online_won),
            "stand_in": rec.stand_in_rounds,
            "counted": stats.rounds_counted(),
        }


async def two_players(server, tmp_path, **create: Any):
    ann = Link(server.address, "Ann", retry=RETRY)
    await ann.open()
    await ann.create("xeri", 2, **create)
    bob = Link(server.address, "Bob", retry=RETRY)
    await bob.open()
    await bob.join(ann.code or "")
    await until(lambda: ann.room is not None and ann.room["seats"][1]["kind"] == "human")
    return ann, bob


async def test_each_player_counts_the_round_as_theirs_online_once(server, tmp_path):
    ann, bob = await two_players(server, tmp_path, options={"match_mode": "rounds", "rounds": 2})
    (tmp_path / "ann").mkdir()
    (tmp_path / "bob").mkdir()
    hosts = {
        "Ann": seated(ann, tmp_path / "ann")[0],
        "Bob": seated(bob, tmp_path / "bob")[0],
    }
    await ann.start()
    await until(lambda: all(h.ends for h in hosts.values()), timeout=20, what="the round's end")
    room = server.rooms[ann.code or ""]
    scores = room.match.results[0].scores
    winners = room.match.results[0].winners
    for seat, (name, host) in enumerate(hosts.items()):
        won = int(winners == [seat])
        assert host.said == []
        assert figures(host.folder, f"human:{name}") == {
            "players": [f"human:{name}"],  # the other player is their opponent, not a player
            "rounds": (1, won, scores[seat]),
            "online": (1, won),
            "stand_in": 0,
            "counted": 1,
        }

    # The network drops both; each link takes its seat back and hears the round's end again.
    for conn in list(server.connections):
        conn.drop("a test")
    await until(lambda: all(len(h.ends) == 2 for h in hosts.values()), what="the end again")
    for name, host in hosts.items():
        assert figures(host.folder, f"human:{name}")["counted"] == 1
    await ann.close()
    await bob.close()


async def test_a_round_a_stand_in_played_for_is_counted_apart(server, tmp_path):
    ann, bob = await two_players(server, tmp_path, takeover=0.01)
    ann.retry = (0.3, 0.1, 0.1)  # Ann stays away long enough for the stand-in to play
    (tmp_path / "ann").mkdir()
    (tmp_path / "bob").mkdir()
    ann_host, _ = seated(ann, tmp_path / "ann")
    bob_host, _ = seated(bob, tmp_path / "bob")
    await ann.start()
    room = server.rooms[ann.code or ""]
    await until(lambda: room.seq >= 2, what="the first moves")
    for conn in [c for c in server.connections if c.name == "Ann"]:
        conn.drop("a test")
    await until(lambda: ann_host.ends and bob_host.ends, timeout=20, what="the round's end")
    assert any(m.by_bot and m.seat == 0 for m in room.moves)
    ann_figures = figures(tmp_path / "ann", "human:Ann")
    assert ann_figures["rounds"] == (0, 0, 0) and ann_figures["stand_in"] == 1
    assert figures(tmp_path / "bob", "human:Bob")["online"][0] == 1  # Bob played it through
    await ann.close()
    await bob.close()


class Watching:
    """A spectator's side, as the link would give it: no seat."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.seat = None
        self.url = "ws://watching"
        self.events: asyncio.Queue = client.pushed

    @property
    def room(self) -> dict[str, Any] | None:
        return self.client.room

    def forget_seat(self) -> None:
        pass


async def test_a_spectator_counts_nothing(server, tmp_path):
    ann = Link(server.address, "Ann", retry=RETRY)
    await ann.open()
    await ann.create("xeri", 2, bots={1: "normal"}, spectators=True)
    eve = await Client.connect(server.address, "Eve")
    await eve.watch(ann.code or "")
    await until(lambda: eve.room is not None)
    (tmp_path / "ann").mkdir()
    (tmp_path / "eve").mkdir()
    ann_host, _ = seated(ann, tmp_path / "ann")
    eve_host, _ = seated(Watching(eve), tmp_path / "eve")
    await ann.start()
    await until(lambda: ann_host.ends and eve_host.ends, timeout=20, what="the round's end")
    with data_in(tmp_path / "eve"):
        assert stats.rounds_counted() == 0
    ann_figures = figures(tmp_path / "ann", "human:Ann")
    assert ann_figures["players"] == ["human:Ann"] and ann_figures["online"][0] == 1
    with data_in(tmp_path / "ann"):  # the bot is Ann's opponent: her rate against its level
        assert list(stats.win_rate_by_level("xeri", "human:Ann")) == ["normal"]
    await ann.close()
    await eve.close()


async def test_the_online_table_counts_the_round_and_statistics_show_it_online(server, capsys):
    """The app's own online table: Ann against a bot, a one-round match played to the end
    with keys. The round is in her statistics as online (the match too); ``cardtui stats``
    and the Statistics screen say so."""
    plan = Plan(
        server.address,
        "Ann",
        game="xeri",
        players=2,
        options={"match_mode": "rounds", "rounds": 1},
        go=True,
    )
    ann = app_for(plan)
    async with ann.run_test(size=SIZE) as pilot:
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="the lobby")
        room = next(iter(server.rooms.values()))
        await keys(ann, "b")
        await until(lambda: room.slots[1].kind == "bot", what="the bot")
        await keys(ann, "s")
        await until(lambda: at_table(ann), what="the table")
        while not isinstance(ann.screen, OnlineResultsScreen):
            await until(
                lambda: (
                    isinstance(ann.screen, OnlineResultsScreen)
                    or (at_table(ann) and table(ann).conductor.phase is Phase.HUMAN)
                ),
                what="Ann's turn or the results",
            )
            if at_table(ann):
                before = room.seq
                await keys(ann, "1")
                await until(lambda before=before: room.seq > before, what="Ann's move")
        await pilot.pause()
    result = room.match.results[0]
    won = int(result.winners == [0])
    ann_stats = stats.summary("xeri")
    assert [p.player for p in ann_stats] == ["human:Ann"]
    a = ann_stats[0]
    assert (a.rounds, a.won, a.online_rounds, a.online_won) == (1, won, 1, won)
    assert (a.matches, a.matches_won, a.points) == (1, won, result.scores[0])

    assert main(["stats", "xeri"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith(f"  Ann · won {won} of 1 round")
    assert f"online: won {won} of 1 round" in out[1]

    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(110, 30)) as pilot:
        await pilot.press("t")  # Statistics, from the menu
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        text = screen_text(app)
        assert "Online" in text and f"online: won {won} of 1 round" in text
        cells = [
            str(getattr(c, "plain", c))
            for c in app.screen.query_one(StatsTable).get_row("human:Ann")
        ]
        assert cells[0] == "Ann" and cells.count(f"{won} of 1") >= 2  # all rounds, online rounds
