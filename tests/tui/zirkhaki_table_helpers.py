"""Helpers for the Zirkhaki table tests: an app at a Zirkhaki table with a stacked draw pile,
a turn policy for whole games played through the keys, and seeds that deal wanted rings."""

from __future__ import annotations

from tui.tui_helpers import key, quick_settings, settle, table_of, until

from cardtui.core import Seat, derive_seed
from cardtui.games.zirkhaki import SPEC
from cardtui.games.zirkhaki.cards import START_DRAW, card
from cardtui.games.zirkhaki.rings import RINGS
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.screens.dialogs import ConfirmScreen


def stacked(prefix: str) -> list[str]:
    """A whole 50-card draw pile whose top cards are ``prefix`` (``"coin9 key5"``), the rest
    in deck order."""
    first = [card(c) for c in prefix.split()]
    return [c.code for c in first] + [c.code for c in START_DRAW if c not in first]


def zirkhaki_app(
    seats: list[Seat],
    *,
    seed: int = 42,
    options: dict | None = None,
    deck: str | None = None,
    first: int | None = 0,
    delay: float = 0.0,
    ascii: bool = False,
    covers: bool = True,
) -> CardSuiteApp:
    """An app open at a Zirkhaki table; ``first`` is the seat that plays first (the dealer
    sits before it), ``deck`` the top of a stacked draw pile; ``covers`` False: hot-seat
    covers only when something is private (the setting)."""
    n = len(seats)
    setup = TableSetup(
        "zirkhaki",
        seats,
        dict(options or {}),
        seed,
        first_dealer=None if first is None else (first - 1) % n,
        deck=stacked(deck) if deck is not None else None,
    )
    return CardSuiteApp(
        settings=quick_settings(ascii_cards=ascii, bot_delay=delay, cover_every_pass=covers),
        launch=Launch("zirkhaki", setup, table=True),
    )


def at_position(
    monkeypatch, players: int, draw: str, *, banks=(), active: int = 0, rings=None, options=None
) -> None:
    """The next Zirkhaki game starts from this position (the engine's ``from_position``):
    ``draw`` is the whole draw pile, top first, ``banks`` each seat's cards, every other card
    in the burnt pile; ``active`` plays first."""
    spec_class = type(SPEC)

    def new_state(self, n, opts=None, **_ignored):
        return SPEC.from_position(
            players,
            draw.split(),
            banks=[b.split() for b in banks],
            active=active,
            rings=rings,
            options=options or opts,
        )

    monkeypatch.setattr(spec_class, "new_state", new_state)


def seed_offering(ring: str, seat: int = 0, players: int = 2) -> int:
    """A match seed whose first game offers ``ring`` to ``seat`` (the ring deal follows it)."""
    want = RINGS.index(ring)
    for seed in range(2000):
        round_seed = derive_seed(seed, "round", 1)
        state = SPEC.new_state(players, {"rings": True}, seed=round_seed)
        if want in state.offers[seat]:
            return seed
    raise AssertionError(f"no seed offers {ring}")


async def press(app, pilot, *names: str, render: bool = False) -> None:
    """When the table waits for a player, press keys as they would, then wait until it
    waits again (``render``: and is drawn, before reading the screen)."""
    await settle(app, pilot, render=False)
    await pilot.press(*names)  # waits until the screen has handled them
    await settle(app, pilot, render=render)


async def play_game_by_keys(app, pilot, *, bank_at: int = 3) -> dict[str, int]:
    """Play to the end with keys only: draw until the zone holds ``bank_at`` cards, then
    bank; each power's choice with a different key in turn (a digit, arrows and Enter...).
    Counts human moves, handoffs and the kinds of choice met."""
    table = table_of(app)
    choice_keys = [["1"], ["right", "enter"], ["down", "enter"], ["left", "space"], ["2"]]
    moves = handoffs = choices = 0
    kinds: set[str] = set()
    # Covers the rules call for, counted from what happened: a hot-seat player sits down
    # behind a cover on every pass between humans, or, with covers kept for secrets, only
    # when something on the screen is private (a ring to choose, a peek still on top for
    # them, or a peek on the last human's turn).
    every_pass = app.settings.cover_every_pass
    needed = 0
    covered = False
    last_human: int | None = None
    peeked = False  # the last human's turn showed them a peek
    seen_history = 0
    while True:
        phase = await settle(app, pilot, render=False)
        if phase is Phase.HANDOFF:
            handoffs += 1
            covered = True
            await key(app, "enter")
            await until(lambda: table.conductor.phase is not Phase.HANDOFF, what="the handoff")
            continue
        if phase is not Phase.HUMAN:
            return {
                "moves": moves,
                "handoffs": handoffs,
                "needed": needed,
                "choices": choices,
                "kinds": len(kinds),
            }
        conductor = table.conductor
        for seat, events in conductor.history[seen_history:]:
            if seat == last_human and any(e.kind == "peek" for e in events):
                peeked = True
        seen_history = len(conductor.history)
        seat = conductor.seat_to_act
        if len(conductor.humans) > 1 and seat != last_human:
            view = table.match.state.view(seat)
            private = view["phase"] == "rings" or bool(view.get("peek"))
            due = every_pass or private or peeked
            needed += due
            assert covered == due, f"turn {view['turn']}: covered={covered}"
            last_human, peeked = seat, private  # their screen shows it from now on
        covered = False
        before = len(table.conductor.actions)
        if table.choices:
            kinds.add(table.choice_kind)
            keys = choice_keys[choices % len(choice_keys)]
            if keys == ["2"] and len(table.choices) < 2:
                keys = ["1"]
            choices += 1
        else:
            codes = {a.code for a in table.legal}
            keys = ["b"] if "bank" in codes and len(table.view["zone"]) >= bank_at else ["d"]
        for name in keys:
            await key(app, name)

        def asked() -> bool:  # a choice that busts asks once more
            return isinstance(app.screen, ConfirmScreen)

        await until(
            lambda n=before: len(table.conductor.actions) > n or asked(), what=f"keys {keys}"
        )
        if asked():
            await key(app, "y")
            await until(lambda n=before: len(table.conductor.actions) > n, what="the answer")
        moves += 1
