"""Helpers for the Hidden Unders table tests: tables at a deal or at a position, and a player
who acts through the keys alone."""

from __future__ import annotations

from tui.tui_helpers import key, quick_settings, settle, table_of, until

from cardtui.core import Seat
from cardtui.games.hidden_unders import SPEC
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.tables.hidden_unders.table import HiddenUndersTable

ONE_ROUND = {"target": 1}  # the match is the first round win

ANN_BOB = [Seat.human("Ann"), Seat.bot("normal", "Bob")]
# Bob's side of the table in the positions below: he can always answer, so Ann moves again.
BOB = {"overs": ["QS", "QH", "QD", "TS"], "unders": ["5H", "6H", "8H", "9C"]}


def prompt(app) -> str:
    """The prompt under the table, in one piece (the screen wraps it)."""
    return str(app.screen.query_one("#prompt").render())


def two(
    hand,
    *,
    overs=("2S", "2H", "KD", "AS"),
    unders=("5S", "6S", "8S", "9D"),
    bob_hand=("3C", "4C"),
    **rest,
) -> dict:
    return dict(
        hands=[list(hand), list(bob_hand)],
        overs=[list(overs), BOB["overs"]],
        unders=[list(unders), BOB["unders"]],
        current=0,
        **rest,
    )


def hu_app(
    seats: list[Seat],
    *,
    seed: int = 42,
    options: dict | None = None,
    delay: float = 0.0,
    ascii: bool = False,
) -> CardSuiteApp:
    """An app that opens straight at a Hidden Unders table (bots move at once)."""
    setup = TableSetup("hidden_unders", seats, dict(options or {}), seed)
    return CardSuiteApp(
        settings=quick_settings(ascii_cards=ascii, bot_delay=delay),
        launch=Launch("hidden_unders", setup, table=True),
    )


def at_position(
    seats: list[Seat], *, options: dict | None = None, seed: int = 1, **layout
) -> tuple[CardSuiteApp, type]:
    """An app and a table class whose first round starts at ``SPEC.position(...)``; open it
    with ``await open_table(app, cls, seats)``."""
    opts = dict(options or {})

    class AtPosition(HiddenUndersTable):
        def __init__(self, setup: TableSetup) -> None:
            super().__init__(setup)
            self.match.state = SPEC.position(len(seats), self.match.options, **layout)

    app = CardSuiteApp(settings=quick_settings())
    app.hu_setup = TableSetup("hidden_unders", seats, opts, seed)  # type: ignore[attr-defined]
    return app, AtPosition


async def open_table(app: CardSuiteApp, cls: type, pilot) -> HiddenUndersTable:
    table = cls(app.hu_setup)  # type: ignore[attr-defined]
    await app.push_screen(table)
    await settle(app, pilot)
    return table


def keys_for_turn(table: HiddenUndersTable, turn: int) -> list[str]:
    """Keys a player might press for this turn (varied from turn to turn): the four highest
    cards as overs; the lowest playable card, all of its rank, or the next rank up; Enter or t
    to pick up; a digit or Enter to flip."""
    mode = table.mode
    if mode == "overs":
        return (
            ["5", "6", "7", "8", "enter"]
            if turn % 2
            else ["end", "space", "left", "space", "left", "space", "left", "space", "enter"]
        )
    if mode == "exchange":  # X2: a swap (hand card 1 for over 2), or ready
        return ["1", "2"] if turn % 3 else ["r"]
    if mode == "flip":
        stacks = table.query_one("#my-stacks")
        first = min(stacks.playable)
        return [str(first + 1)] if turn % 2 else ["enter"]
    if mode == "play":
        if not any(a.code.startswith("play ") for a in table.legal):
            return ["enter"] if turn % 2 else ["t"]
        return [["enter"], ["a", "enter"], ["space", "enter"], ["right", "enter"]][turn % 4]
    raise AssertionError(f"no keys for mode {mode!r}")


async def play_by_keys(app: CardSuiteApp, pilot, *, max_moves: int = 2000) -> dict[str, int]:
    """Play until the match is over, every human move made with keys; counts moves and
    handoffs, and checks at each handoff that no hand shows."""
    table = table_of(app)
    moves = handoffs = 0
    while moves < max_moves:
        phase = await settle(app, pilot, render=False)
        if phase is Phase.HANDOFF:
            handoffs += 1
            assert table.query_one("#hand").cards == []  # the hand under the cover is backs
            await key(app, "enter")
            await until(lambda: table.conductor.phase is not Phase.HANDOFF, what="the handoff")
        elif phase is Phase.HUMAN:
            before = len(table.conductor.actions)
            for name in keys_for_turn(table, moves):
                await key(app, name)
            await until(
                lambda n=before: (
                    len(table.conductor.actions) > n or table.conductor.phase is not Phase.HUMAN
                ),
                what="a move",
            )
            moves += 1
        elif phase is Phase.ROUND_OVER:
            await key(app, "n")
            await until(lambda: table.conductor.phase is not Phase.ROUND_OVER, what="next round")
        else:
            return {"moves": moves, "handoffs": handoffs}
    raise AssertionError(f"no end after {max_moves} human moves")
