"""#12 Undo that teaches and never peeks: taking a move back deals anew every card the player
had not seen, consistently with everything they had seen, and the save still replays."""

from __future__ import annotations

import random

import pytest

from cardtui import bots
from cardtui.core import Match, Seat, derive_seed
from cardtui.core.public import public_view
from cardtui.games import get
from cardtui.store.saves import SaveGame
from cardtui.tui import session

ANN_BOT = [Seat.human("Ann"), Seat.bot("normal", "Bot")]


def play_until(match: Match, stop, *, seed: int = 0, limit: int = 500) -> list[int]:
    """Play normal bots' moves until ``stop(match)``; the seats that moved, in order."""
    players = [bots.make(match.spec.name, "normal", seed=seed + p) for p in range(match.players)]
    movers = []
    for _ in range(limit):
        if stop(match) or match.state.is_over:
            break
        seat = match.state.current_player
        view = match.state.view(seat)
        match.apply(players[seat].choose(view, match.state.legal_actions()))
        movers.append(seat)
    return movers


def test_zirkhaki_draw_undo_draw_does_not_bring_back_the_card_seen():
    """Draw, see the card, undo, draw again: over many deals the second card is not fixed
    by the first (it matches only as often as a fresh shuffle would)."""
    same = trials = 0
    for seed in range(40):
        match = Match(get("zirkhaki"), ANN_BOT, seed=seed)
        movers = play_until(match, lambda m: m.state.current_player == 0, seed=seed)
        if match.state.is_over or "draw" not in {a.code for a in match.state.legal_actions()}:
            continue
        before = match.state.view(0).to_dict()
        first = match.apply("draw")[0].cards
        movers.append(0)
        undone = session.undo(match, [0], movers, seed=derive_seed(seed, "undo"))
        assert undone is not None and undone.seat == 0
        assert undone.match.state.view(0).to_dict() == before  # what Ann saw stays
        second = undone.match.apply("draw")[0].cards
        trials += 1
        same += first == second
    assert trials >= 30
    assert same <= trials // 5, f"the card after undo was the same {same} times of {trials}"


def test_xeri_undo_across_a_deal_does_not_reveal_the_next_deal():
    """Ann plays her last card, the next six are dealt and seen; taking the move back deals
    them anew, so she cannot play the last card of a deal knowing the next hand."""
    checked = 0
    for seed in range(12):
        match = Match(get("xeri"), ANN_BOT, seed=seed)

        def anns_last_card(m: Match) -> bool:
            s = m.state
            return s.current_player == 0 and len(s.view(0)["hand"]) == 1 and s.talon_count > 0

        movers = play_until(match, anns_last_card, seed=seed)
        if not anns_last_card(match):
            continue
        match.apply(match.state.legal_actions()[0])
        movers.append(0)
        movers += play_until(match, lambda m: m.state.current_player == 0, seed=seed)
        seen = set(match.state.view(0)["hand"])  # the next deal, as Ann saw it
        assert len(seen) == 6
        undone = session.undo(match, [0], movers, seed=derive_seed(seed, "undo"))
        again = undone.match
        again.apply(again.state.legal_actions()[0])
        play_until(again, lambda m: m.state.current_player == 0, seed=seed)
        dealt = set(again.state.view(0)["hand"])
        assert dealt != seen, f"seed {seed}: the same six cards came back"
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize(
    ("game", "options"),
    [("xeri", None), ("hidden_unders", None), ("zirkhaki", {"rings": True})],
)
def test_redeals_round_trip_through_a_save_for_every_game(game, options):
    """Undo's new deal is recorded (seat and seed), so the save replays to the same state,
    at every kind of decision point, and the player's own view never changes."""
    for seed in range(6):
        match = Match(
            get(game),
            [Seat.human("Ann"), Seat.bot("normal"), Seat.human("Cy")]
            if game != "xeri"
            else ANN_BOT,
            options,
            seed=seed,
        )
        rng = random.Random(seed)
        steps = rng.randrange(1, 40)
        play_until(match, lambda m, n=steps: sum(map(len, m.log)) >= n, seed=seed)
        if match.state.is_over:
            continue
        seat = match.state.current_player
        before = match.state.view(seat).to_dict()
        match.redeal(seat, derive_seed(seed, "redeal"))
        assert match.state.view(seat).to_dict() == before
        play_until(match, lambda m: False, seed=seed + 1, limit=30)
        save = SaveGame.from_dict(SaveGame.of(match).to_dict())
        assert save.redeals == match.redeals
        assert save.replay().state.snapshot() == match.state.snapshot()


def test_a_format_one_save_without_redeals_still_loads():
    match = Match(get("xeri"), ANN_BOT, seed=9)
    play_until(match, lambda m: sum(map(len, m.log)) >= 7)
    data = SaveGame.of(match).to_dict()
    data["version"] = 1
    del data["redeals"], data["known_deal"]
    save = SaveGame.from_dict(data)
    assert save.redeals == [] and not save.known_deal
    assert save.replay().state.snapshot() == match.state.snapshot()


@pytest.mark.parametrize("bad", [[[1, 2, 3]], [["1", 0, 0, 5]], [[1, 0, 0, True]], "x"])
def test_a_damaged_redeal_is_refused_with_a_sentence(bad):
    data = SaveGame.of(Match(get("xeri"), ANN_BOT, seed=2)).to_dict()
    data["redeals"] = bad
    with pytest.raises(ValueError, match=r"damaged|not a point"):
        SaveGame.from_dict(data)


@pytest.mark.parametrize("game", ["xeri", "hidden_unders", "zirkhaki"])
def test_the_public_view_holds_nothing_private(game):
    """What a screen shows while nobody owns it: no card of any hand, no peek, no secret
    ring; and everything in it is in every seat's own view."""
    spec = get(game)
    options = {"rings": True} if game == "zirkhaki" else None
    for seed in range(8):
        players = 4 if game == "xeri" else 3
        match = Match(spec, [Seat.bot("easy")] * players, options, seed=seed)
        rng = random.Random(seed)
        while not match.state.is_over:
            state = match.state
            views = [state.view(p) for p in range(players)]
            for layout in range(players):
                public = public_view(state, layout)
                assert public.get("hand", []) == []
                assert not public.get("peek") and not public.get("ring_offer")
                assert not public.get("followup_cards")
                for key in public.keys():  # noqa: SIM118 (a View is not iterable)
                    if key != "hand" and public[key] and all(key in v for v in views):
                        shared = [v[key] for v in views]
                        if all(x == shared[0] for x in shared):
                            assert public[key] == shared[0]
            if state.players and "rings" in views[0] and views[0]["phase"] == "rings":
                assert all(r is None for r in public_view(state, 0)["rings"])
            match.apply(rng.choice(state.legal_actions()))
