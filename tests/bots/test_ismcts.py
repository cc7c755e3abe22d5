"""The generic ISMCTS and the hard bot, on Little Fishing (tests/bots/toy_fishing.py)."""

from __future__ import annotations

import random

import pytest
from bots.toy_fishing import DECK, PLAYS, SPEC, FishingState

from cardtui.bots.hard import HardBot, SearchSettings
from cardtui.bots.ismcts import ISMCTS, score_rank_evaluation


def positions(count, seed=0, players=2):
    """(state, seat) at real decisions of rounds played by the toy's normal bots."""
    out = []
    rng = random.Random(seed)
    while len(out) < count:
        state = SPEC.new_state(players, seed=rng.randrange(10**6))
        bot = SPEC.bots["normal"]()
        while not state.is_over:
            p = state.current_player
            if len(state.legal_actions()) > 1 and rng.random() < 0.3:
                out.append((state.clone(), p))
            state.apply(bot.choose(state.view(p), state.legal_actions()))
    return out[:count]


def stacked(hands, pile, talon, *, turn, dealer, played):
    """A two-seat position by hand."""
    state = FishingState(2, dealer)
    state.hands = [list(h) for h in hands]
    state.pile, state.talon, state.played = list(pile), list(talon), list(played)
    state.turn = turn
    assert sum(map(len, state.hands)) + len(talon) + turn == len(DECK)
    return state


def test_hard_bot_plays_only_legal_moves_through_whole_rounds():
    for players in (2, 3):
        state = SPEC.new_state(players, seed=3)
        bots = [HardBot(p, spec=SPEC, iterations=30) for p in range(players)]
        while not state.is_over:
            p = state.current_player
            legal = state.legal_actions()
            action = bots[p].choose(state.view(p), legal)
            assert action in legal
            state.apply(action)


def test_fixed_iterations_repeat_the_same_moves_for_a_seed():
    def moves(seed):
        out = []
        for state, p in positions(8, seed=1):
            bot = HardBot(seed, spec=SPEC, iterations=60)
            out.append(bot.choose(state.view(p), state.legal_actions()).code)
        return out

    assert moves(5) == moves(5)


def test_the_move_ignores_hidden_cards_swapped_for_another_consistent_deal():
    # Fairness: a different deal that the bot's view cannot tell apart gives the same move.
    rng = random.Random(9)
    compared = 0
    for state, p in positions(12, seed=2):
        view = state.view(p)
        other = SPEC.determinize(view, rng)
        assert other.view(p).to_dict() == view.to_dict()
        hidden = [h for q, h in enumerate(state.hands) if q != p] + [state.talon]
        if hidden == [h for q, h in enumerate(other.hands) if q != p] + [other.talon]:
            continue  # the redeal happened to be the same deal
        a = HardBot(11, spec=SPEC, iterations=80).choose(view, state.legal_actions())
        b = HardBot(11, spec=SPEC, iterations=80).choose(other.view(p), other.legal_actions())
        assert a.code == b.code
        compared += 1
    assert compared >= 8


def test_search_takes_a_snap_worth_more_than_anything_else():
    # Seat 0 to move with 3a on a lone 3b (laid by seat 1): the snap beats laying 5a or 6a.
    talon = ["1b", "2b", "4b", "5b", "6b", "1c", "2c", "3c", "4c", "5c", "6c", "4a"]
    state = stacked(
        [["3a", "5a", "6a"], ["1a", "2a"]], ["3b"], talon, turn=1, dealer=0, played=["3b"]
    )
    assert state.current_player == 0
    result = ISMCTS(SPEC).run(
        state.view(0), state.legal_actions(), random.Random(1), iterations=300
    )
    assert result.action is PLAYS["3a"]
    assert result.stats["play 3a"][1] > max(result.stats["play 5a"][1], result.stats["play 6a"][1])


def test_a_forced_move_is_played_without_searching():
    state = SPEC.new_state(2, seed=4)
    bot = HardBot(1, spec=SPEC, iterations=10**6)
    while len(state.legal_actions()) > 1:
        state.apply(state.legal_actions()[0])
    p = state.current_player
    assert bot.choose(state.view(p), state.legal_actions()) is state.legal_actions()[0]
    assert bot.last_source == "forced" and bot.last is None


def test_rollouts_stop_at_the_cap_and_the_evaluation_scores_the_position():
    state, p = positions(1, seed=3)[0]
    for cap, expected in ((0, 50), (None, 0)):
        calls = []

        def evaluate(s, calls=calls):
            calls.append(s.turn)
            return score_rank_evaluation(s)

        search = ISMCTS(SPEC, cap=cap, evaluate=evaluate)
        search.run(state.view(p), state.legal_actions(), random.Random(0), iterations=50)
        # cap 0: every iteration stops right after its expansion; no cap: none is cut off
        assert len(calls) == expected
        assert all(state.turn < t < len(DECK) for t in calls)


def test_score_rank_evaluation_is_one_for_the_leader_and_shares_ties():
    state = SPEC.new_state(3, seed=1)
    state.captured = [4, 2, 4]
    assert score_rank_evaluation(state) == [0.75, 0.0, 0.75]


class TickingClock:
    """A stand-in for ``time``: every reading is 10 ms after the last, whatever the machine's
    load, so the stop is checked without timing anything."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.01
        return self.now


def test_time_budget_is_honoured(monkeypatch):
    import cardtui.bots.hard as hard_module
    import cardtui.bots.ismcts as ismcts_module

    clock = TickingClock()
    monkeypatch.setattr(ismcts_module, "time", clock)
    monkeypatch.setattr(hard_module, "time", clock)
    state, p = positions(1, seed=4)[0]
    bot = HardBot(1, spec=SPEC, time_budget=0.3)
    bot.choose(state.view(p), state.legal_actions())
    assert bot.last_source == "search" and bot.last.iterations >= 1
    # Stopped before the budget ran out, by the clock it was given: one reading per batch.
    assert bot.last.seconds < 0.3 and bot.last.iterations < 30 * len(state.legal_actions())


@pytest.mark.parametrize("kwargs", [{"iterations": 0}, {"time_budget": 0}, {"time_budget": -1}])
def test_a_budget_that_cannot_think_is_refused_with_a_sentence(kwargs):
    with pytest.raises(ValueError, match="hard bot needs"):
        HardBot(1, spec=SPEC, **kwargs)


def test_settings_reach_the_search():
    bot = HardBot(1, spec=SPEC, iterations=5, settings=SearchSettings(c=1.3, epsilon=0.5, cap=7))
    assert (bot.search.c, bot.search.epsilon, bot.search.cap) == (1.3, 0.5, 7)
    assert bot.with_settings(c=0.2).search.c == 0.2


def snap_position():
    talon = ["1b", "2b", "4b", "5b", "6b", "1c", "2c", "3c", "4c", "5c", "6c", "4a"]
    return stacked(
        [["3a", "5a", "6a"], ["1a", "2a"]], ["3b"], talon, turn=1, dealer=0, played=["3b"]
    )


def test_paired_search_plays_every_move_in_every_world():
    state = snap_position()
    search = ISMCTS(SPEC, paired=True, depth=1, epsilon=0.0)
    result = search.run(state.view(0), state.legal_actions(), random.Random(2), iterations=900)
    assert {code: v for code, (v, _) in result.stats.items()} == {
        "play 3a": 300,
        "play 5a": 300,
        "play 6a": 300,
    }
    assert result.action is PLAYS["3a"]


def test_the_default_move_stands_unless_the_same_worlds_show_a_better_one():
    state = snap_position()
    view, legal = state.view(0), state.legal_actions()
    search = ISMCTS(SPEC, paired=True, depth=1, epsilon=0.0)
    # The snap beats laying 5a on the same worlds by far more than 1.5 standard errors.
    overruled = search.run(view, legal, random.Random(3), iterations=300, default=PLAYS["5a"])
    assert overruled.action is PLAYS["3a"]
    gain, se = overruled.gains["play 3a"]
    assert gain - 1.5 * se > 0
    kept = search.run(view, legal, random.Random(3), iterations=300, default=PLAYS["3a"])
    assert kept.action is PLAYS["3a"]
    # One world is no evidence: the default stays.
    blind = search.run(view, legal, random.Random(3), iterations=3, default=PLAYS["5a"])
    assert blind.action is PLAYS["5a"]


def test_racing_drops_clearly_worse_moves_and_stops_when_only_the_default_is_left():
    state = snap_position()
    search = ISMCTS(SPEC, paired=True, depth=1, epsilon=0.0)
    result = search.run(
        state.view(0),
        state.legal_actions(),
        random.Random(4),
        iterations=600,
        default=PLAYS["3a"],
    )
    assert result.action is PLAYS["3a"]
    assert result.iterations < 600  # both rivals were ruled out early
    for code in ("play 5a", "play 6a"):
        gain, se = result.gains[code]
        assert gain + 1.5 * se < 0


def test_the_race_waits_for_race_min_worlds_and_judges_by_race_z():
    state = snap_position()
    view, legal = state.view(0), state.legal_actions()

    def worlds(**knobs):
        search = ISMCTS(SPEC, paired=True, depth=1, epsilon=0.0, **knobs)
        stats = search.explore(view, legal, random.Random(4), iterations=600, default=PLAYS["3a"])
        return {code: acc[0] for code, acc in stats.gains.items()}

    quick = worlds()
    assert max(quick["play 5a"], quick["play 6a"]) < 200
    # No move leaves the race before it has had race_min worlds...
    patient = worlds(race_min=150)
    assert min(patient["play 5a"], patient["play 6a"]) >= 150
    # ...and a stricter race_z keeps a rival in it for longer than the default z.
    strict = worlds(race_z=6.0)
    assert strict["play 5a"] + strict["play 6a"] > quick["play 5a"] + quick["play 6a"]
    # The overruling keeps its own z: the snap stands either way.
    search = ISMCTS(SPEC, paired=True, depth=1, epsilon=0.0, race_z=6.0)
    assert search.z == 1.5 and search.race_z == 6.0


def test_a_shared_race_drops_moves_on_the_pooled_evidence_of_other_searches():
    state = snap_position()
    view, legal = state.view(0), state.legal_actions()
    search = ISMCTS(SPEC, paired=True, depth=1, epsilon=0.0)
    # Other searches of the same view have already shown both rivals clearly worse.
    board = {"play 5a": [40, -20.0, 12.0], "play 6a": [40, -20.0, 12.0]}
    batches = []

    def share(batch):
        batches.append(dict(batch))
        for code, d in batch.items():
            acc = board.setdefault(code, [0, 0.0, 0.0])
            acc[0] += 1
            acc[1] += d
            acc[2] += d * d
        return board

    pooled = search.explore(
        view, legal, random.Random(4), iterations=600, default=PLAYS["3a"], share=share
    )
    assert pooled.iterations == 3  # one world, every move in it, and the race is settled
    assert len(batches) == 1 and batches[0]["play 3a"] == 0.0
    # its own statistics are only its own world: the pool adds them up, not the search
    assert pooled.gains["play 5a"][0] == 1
    alone = search.explore(view, legal, random.Random(4), iterations=600, default=PLAYS["3a"])
    assert alone.iterations > 3  # on its own evidence it needed several worlds
