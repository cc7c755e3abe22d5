"""Undo at the table: it takes back the human's last move (and the bots' answers) by replaying
the log without it, restoring the exact earlier state; between humans only if allowed."""

from __future__ import annotations

from tui.store_helpers import ANN_BOB, autosaved, human_move
from tui.tui_helpers import screen_text, settle, table_app, table_of

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.tui import session
from cardtui.tui.conductor import Phase


async def footer_keys(app, pilot) -> str:
    await pilot.pause()  # the footer is redrawn after the bindings change
    line = screen_text(app).splitlines()[-1]
    assert "Rules" in line  # the footer is drawn (so a missing key is really missing)
    return line


async def test_undo_restores_the_exact_state_before_the_human_move():
    app = table_app(ANN_BOB, seed=12)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        table = table_of(app)
        assert not table.can_undo() and "Undo" not in await footer_keys(
            app, pilot
        )  # nothing to undo yet
        await human_move(app, pilot)
        before_snapshot = table.match.state.snapshot()
        before_log = [list(r) for r in table.match.log]
        before_views = [table.match.state.view(p).to_dict() for p in range(2)]
        await human_move(app, pilot)
        assert table.conductor.phase is Phase.HUMAN and table.can_undo()
        assert "u Undo" in await footer_keys(app, pilot)
        moves = len(table.conductor.actions)
        await pilot.press("u")
        await pilot.pause()
        await settle(app, pilot)
        restored = table_of(app)
        assert restored is not table
        assert restored.match.state.snapshot() == before_snapshot
        assert restored.match.log == before_log
        assert [restored.match.state.view(p).to_dict() for p in range(2)] == before_views
        assert restored.conductor.phase is Phase.HUMAN
        assert restored.match.state.current_player == 0
        assert len(restored.conductor.actions) < moves
        assert autosaved().rounds == before_log  # the autosave follows the undo
        # Undo again goes back to the first move of the round, then there is nothing left.
        await pilot.press("u")
        await pilot.pause()
        await settle(app, pilot)
        first = table_of(app)
        assert sum(1 for s in first.conductor.movers if s == 0) == 0
        assert not first.can_undo()


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


def test_undo_save_stays_within_the_round_and_keeps_it_started():
    match = Match(get("xeri"), ANN_BOB, {"match_mode": "rounds", "rounds": 3}, seed=1)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    match.next_round()
    match.apply(match.state.legal_actions()[0])
    mover = [(match.dealer + 1) % 2]  # the seat after the dealer played round 2's first move
    save = session.undo_save(match, mover, mover)
    assert save.rounds[:-1] == match.log[:-1] and save.rounds[-1] == []
    restored = save.replay()
    assert restored.round_no == 2 and not restored.state.is_over
    assert session.undo_save(match, [1 - mover[0]], mover) is None  # they did not move yet
