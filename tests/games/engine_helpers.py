"""Random positions of every game, for the engine contract tests (tests/games/test_engine_*).

A *table* is (game, players, options, seed, plies): a round dealt from ``seed`` and played
``plies`` random moves forward with the round's own ``random.Random(seed)``, so hypothesis can
shrink it. Options are drawn from each game's variants, so the positions cover pending choices
inside a card's power (Zirkhaki), follow-ups, burn-in windows and swaps (Hidden Unders),
bottom cards and re-dealt piles (Xeri).
"""

from __future__ import annotations

import random

from hypothesis import strategies as st

import cardtui.games as games
from cardtui.core.cards import card
from cardtui.core.protocol import Action
from cardtui.games.hidden_unders import actions as hu_actions
from cardtui.games.xeri import actions as x_actions
from cardtui.games.zirkhaki import actions as z_actions

GAMES = ("xeri", "zirkhaki", "hidden_unders")

OPTIONS = {
    "xeri": [
        {},
        {"show_bottom_card": True},
        {"initial_pile_check": False},
        {"hand_size": 4, "lone_card_jack_bonus": 10},
        {"xeri_on_final_card": False, "jack_xeri_points": 25},
    ],
    "zirkhaki": [
        {},
        {"rings": True},
        {"rings": True, "dmd_strict_sword": True},
        {"score_all_cards": True},
        {"learning": True},
    ],
    "hidden_unders": [
        {},
        {"same_rank_followup": True, "turn_cap": 120},
        {"out_of_turn_burn": True, "eight_skip": True},
        {"winner_swap": True, "overs_timing": "before_play"},
        {"pickup_takes_over": True, "mix_hand_overs": True, "memory_aid": True},
        {"end_condition": "play_to_last", "three_mirror": True, "seven_lower": True},
        {"short_game": True, "voluntary_pickup": True, "under_burn_replay": True},
    ],
}
PLAYERS = {"xeri": [2, 4], "zirkhaki": [2, 3, 4], "hidden_unders": [2, 3, 4, 6]}
MAX_PLIES = {"xeri": 48, "zirkhaki": 120, "hidden_unders": 160}


@st.composite
def tables(draw, game: str | None = None):
    name = game or draw(st.sampled_from(GAMES))
    players = draw(st.sampled_from(PLAYERS[name]))
    options = draw(st.sampled_from(OPTIONS[name]))
    seed = draw(st.integers(0, 2**20))
    plies = draw(st.integers(0, MAX_PLIES[name]))
    return name, players, options, seed, plies


def deal(name: str, players: int, options: dict, seed: int):
    spec = games.get(name)
    extra = {}
    if name == "hidden_unders":  # previous_winner / winner_swap read the last round
        extra["previous"] = {"ranking": [[(seed + k) % players] for k in range(players)]}
    return spec.new_state(players, options, seed=seed, dealer=seed % players, **extra)


def position(table):
    """The state of ``table`` after its random moves (or earlier, if the round ended)."""
    name, players, options, seed, plies = table
    state = deal(name, players, options, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over:
            break
        state.step(rng.choice(state.legal_actions()))
    return state


def rounds_with_every_decision(name, players, options, seed):
    """(state, rng) at every decision of a round played through apply: random moves, and in
    Hidden Unders mostly the rollout policy (its random rounds run to hundreds of moves)."""
    state = deal(name, players, options, seed)
    spec = state.spec
    rng = random.Random(seed)
    mostly_policy = name == "hidden_unders"
    while not state.is_over:
        yield state, rng
        if mostly_policy and rng.random() < 0.8:
            state.apply(spec.rollout_action(state, rng))
        else:
            state.apply(rng.choice(state.legal_actions()))


def other_games_actions(name: str) -> list[Action]:
    """Actions of the other games (and a bare core action), none of them this game's."""
    pool = {
        "xeri": [x_actions.PLAYS[0], x_actions.play("7H"), x_actions.play("JS")],
        "zirkhaki": [z_actions.DRAW, z_actions.BANK, z_actions.CHOOSE[7], z_actions.RING[2]],
        "hidden_unders": [
            hu_actions.TAKE_PILE,
            hu_actions.FLIPS[0],
            hu_actions.DONE_ACTION,
            hu_actions.PASS_ACTION,
            hu_actions.play_action([card("7H")]),
            hu_actions.SWAPS[1][2],
        ],
    }
    out = [a for game, acts in pool.items() if game != name for a in acts]
    return [*out, Action("draw"), Action("take"), Action("play 7H")]


def forged_actions(state) -> list[Action]:
    """Hand-built actions of the state's own game whose code names another move than the
    fields play (the log would record a move that was not made)."""
    legal = state.legal_actions()
    name = state.spec.name
    out: list[Action] = []
    if state.is_over:
        return [*other_games_actions(name)[:1], x_actions.PLAYS[5], z_actions.DRAW]
    if name == "xeri":
        hand = state.hands[state.current_player]
        others = [c for c in card_deck() if c not in hand]
        for a in legal[:3]:
            out.append(x_actions.Play(a.code, others[0]))  # names a held card, plays another
            out.append(x_actions.Play(f"play {others[1].code}", a.card))  # the reverse
    elif name == "zirkhaki":
        for a in legal[:3]:
            out.append(z_actions.ZAction(a.code, (a.kind + 1) % 4, a.card, a.ring))
            if a.card is not None:
                wrong = z_actions.CHOOSE[(a.card.index + 1) % 60].card
                out.append(z_actions.ZAction(a.code, a.kind, wrong, a.ring))
        out.append(z_actions.ZAction("draw", z_actions.CHOOSE_KIND, z_actions.CHOOSE[0].card))
    else:
        for a in legal[:4]:
            if isinstance(a, hu_actions.Play):
                other = next(c for c in card_deck() if c.rank != a.rank)
                out.append(hu_actions.Play(a.code, (other,), other.rank))
                out.append(hu_actions.Play(a.code, a.cards, a.rank + 1))
                out.append(hu_actions.Play(f"play {other.code}", a.cards, a.rank))
            elif isinstance(a, hu_actions.ChooseOvers):
                out.append(hu_actions.ChooseOvers(a.code, tuple(reversed(a.cards))))
            elif isinstance(a, hu_actions.Flip):
                out.append(hu_actions.Flip(a.code, (a.pos + 1) % 4))
            elif isinstance(a, hu_actions.Take):
                out.append(hu_actions.Take("take 9" if a.pos < 0 else "take", a.pos))
        out.append(hu_actions.Play("play 2S", (), 2))
        out.append(hu_actions.Flip("flip 7", 7))
    return out


def card_deck():
    from cardtui.core.cards import DECK

    return DECK


JUNK = [None, 0, 1, -1, 3.5, True, "", "   ", "xyzzy", "play", "choose", [], {}, object()]


def deep_mutate(value) -> None:
    """Empty every list and dict reachable from ``value`` (what a careless caller might do)."""
    if isinstance(value, list):
        for v in value:
            deep_mutate(v)
        value.append(None)
        value.reverse()
        value.clear()
    elif isinstance(value, dict):
        for v in value.values():
            deep_mutate(v)
        value.clear()
    elif isinstance(value, set):
        value.clear()
