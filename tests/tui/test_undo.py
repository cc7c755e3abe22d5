"""Undo at the table: it takes back the human's last move (and the bots' answers) in place, by
replaying the log without it; every card the player had not seen by then is dealt anew, so undo
never lets them choose again knowing what the taken-back moves showed; between humans only if
allowed."""

from __future__ import annotations

from tui.store_helpers import ANN_BOB, autosaved, human_move
from tui.tui_helpers import screen_text, settle, table_app, table_of

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store.saves import SaveGame
from cardtui.tui import session
from cardtui.tui.conductor import Phase


async def footer_keys(app, pilot) -> str:
    await pilot.pause()  # the footer is redrawn after the bindings change
    line = screen_text(app).splitlines()[-1]
    assert "Rules" in line  # the footer is drawn (so a missing key is really missing)
    return line


async def test_undo_takes_the_move_back_in_place_and_keeps_what_the_player_saw():
    app = table_app(ANN_BOB, seed=12)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        assert not table.can_undo() and "Undo" not in await footer_keys(
            app, pilot
        )  # nothing to undo yet
        await human_move(app, pilot)
        before_log = [list(r) for r in table.match.log]
        before_view = table.match.state.view(0).to_dict()
        await human_move(app, pilot)
        assert table.conductor.phase is Phase.HUMAN and table.can_undo()
        assert "u Undo" in await footer_keys(app, pilot)
        moves = len(table.conductor.actions)
        screens = list(app.screen_stack)
        await pilot.press("u")
        await pilot.pause()
        await settle(app, pilot)
        # In place: the same table screen, no menu or new table in between.
        assert table_of(app) is table and list(app.screen_stack) == screens
        assert table.match.log == before_log
        # Everything Ann saw is as it was (her hand, the pile, what was played)...
        assert table.match.state.view(0).to_dict() == before_view
        assert table.conductor.phase is Phase.HUMAN
        assert table.match.state.current_player == 0
        assert len(table.conductor.actions) < moves
        saved = autosaved()
        assert saved.rounds == before_log  # the autosave follows the undo
        assert saved.redeals and saved.replay().state.view(0).to_dict() == before_view
        said = [n.message for n in app._notifications]
        assert any(m.startswith("Took back Ann's move (plays ") for m in said), said
        # Undo again goes back to the first move of the round, then there is nothing left.
        await pilot.press("u")
        await pilot.pause()
        await settle(app, pilot)
        assert sum(1 for s in table.conductor.movers if s == 0) == 0
        assert not table.can_undo()


async def test_undo_is_not_offered_between_humans_unless_the_setting_allows_it():
    app = table_app([Seat.human("Ann"), Seat.human("Sara")], seed=7)
    async with app.run_test() as pilot:
        table = table_of(app)
        for _ in range(2):  # Ann, then Sara, each after the handoff
            assert await settle(app, pilot) is Phase.HANDOFF
            await pilot.press("enter")
            await settle(app, pilot)
            await pilot.press("1")
        assert await settle(app, pilot) is Phase.HANDOFF
        await pilot.press("enter")
        assert await settle(app, pilot) is Phase.HUMAN
        assert not table.can_undo() and "Undo" not in await footer_keys(app, pilot)
        await pilot.press("u")
        await pilot.pause()
        assert table_of(app) is table and len(table.conductor.actions) == 2
        app.settings.undo_between_humans = True
        table.refresh_bindings()
        await pilot.pause()
        assert table.can_undo() and "u Undo" in await footer_keys(app, pilot)
        to_move = table.match.state.current_player
        await pilot.press("u")
        await pilot.pause()
        # Sara's move is taken back: she is to move again, after the handoff.
        assert await settle(app, pilot) is Phase.HANDOFF
        restored = table_of(app)
        assert len(restored.conductor.actions) == 1
        assert restored.match.state.current_player == 1 - to_move


def test_undo_stays_within_the_round_and_keeps_it_started():
    match = Match(get("xeri"), ANN_BOB, {"match_mode": "rounds", "rounds": 3}, seed=1)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    match.next_round()
    match.apply(match.state.legal_actions()[0])
    mover = [(match.dealer + 1) % 2]  # the seat after the dealer played round 2's first move
    undone = session.undo(match, mover, mover, seed=4)
    restored = undone.match
    assert restored.log[:-1] == match.log[:-1] and restored.log[-1] == []
    assert restored.round_no == 2 and not restored.state.is_over
    assert restored.redeals[-1].round_no == 2 and restored.redeals[-1].moves == 0
    assert session.undo(match, [1 - mover[0]], mover) is None  # they did not move yet
    # The save of the restored match replays to the same position.
    assert SaveGame.of(restored).replay().state.snapshot() == restored.state.snapshot()
