"""Reading a Hidden Unders round: ranking (R16-R17), scores (R18), views (R20), results,
snapshots, and the sentences that explain why a move is not allowed.

Functions take the state; ``state.py`` delegates to them so the rules machine stays short.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...core.options import options_dict
from ...core.protocol import View
from ...core.words import and_list
from ...i18n import N_, _, ngettext, number, pgettext
from .actions import DONE, EXCHANGE, FLIP, OVERS, PASS, PLAY, READY, SWAP, TAKE

if TYPE_CHECKING:
    # A round of Hidden Unders (state.HUState), named through its core base: state.py and
    # machine.py delegate to these functions, so importing it back would close a circle.
    from ...core.protocol import State as HUState

PHASE_NAMES = ("play", "followup", "burn_in", "swap", "exchange")
# Court cards' words, translated when a sentence is built (rank_word).
RANK_WORDS = {11: N_("jack"), 12: N_("queen"), 13: N_("king"), 14: N_("ace")}


def rank_word(r: int) -> str:
    word = RANK_WORDS.get(r)
    return _(word) if word else number(r)


def rank_plural(r: int) -> str:
    """``jacks``, ``7s``: a rank in the plural."""
    # Translators: the plural of a rank word or number: "aces", "7s".
    return pgettext("plural of a rank", "{rank}s").format(rank=rank_word(r))


def _key(s: HUState, seat: int) -> tuple[int, int, int]:
    # R17: fewest cards in all, then fewest unders, then fewest overs.
    return (s.cards_left(seat), s.n_unders[seat], s.n_overs[seat])


def ranking(s: HUState) -> list[list[int]]:
    """Groups of seats, best first: players out in the order they went out, then the rest by
    R17 (ties share a group)."""
    groups = [[seat] for seat in s.finish]
    rest = sorted(
        (seat for seat in range(s.players) if seat not in s.finish),
        key=lambda seat: (_key(s, seat), seat),
    )
    last = None
    for seat in rest:
        k = _key(s, seat)
        if k == last:
            groups[-1].append(seat)
        else:
            groups.append([seat])
            last = k
    return groups


def losers(s: HUState, groups: list[list[int]]) -> list[int]:
    """Who takes a letter (R18 letters): the non-winners, or in play_to_last the last group."""
    if len(groups) < 2:
        return []
    if s.rules.end_last:
        return list(groups[-1])
    return [seat for g in groups[1:] for seat in g]


def scores(s: HUState) -> list[int]:
    """This round's points under the chosen scoring (R18); running values before the end."""
    n = s.players
    how = s.opts.scoring
    if s.cur >= 0:  # round still going: only penalty cards have a meaningful running value
        return [s.cards_left(p) for p in range(n)] if how == "penalty_cards" else [0] * n
    groups = ranking(s)
    won = groups[0]
    if how == "round_wins":
        return [1 if p in won else 0 for p in range(n)]
    if how == "penalty_cards":
        return [0 if p in won else s.cards_left(p) for p in range(n)]
    lost = losers(s, groups)
    return [1 if p in lost else 0 for p in range(n)]


def returns(s: HUState) -> list[float]:
    """Search utility in [0, 1] from the (provisional, before the end) ranking: 1 for first,
    0 for last, tied seats sharing the mean of their places."""
    n = s.players
    out = [0.0] * n
    place = 0
    for g in ranking(s):
        mean = place + (len(g) - 1) / 2
        for seat in g:
            out[seat] = 1.0 - mean / (n - 1)
        place += len(g)
    return out


def round_over_text(s: HUState, groups: list[list[int]]) -> str:
    return round_over_sentence(s.end, s.turn, tuple(map(tuple, groups)))


def round_over_sentence(end: str, turn: int, groups: tuple) -> str:
    """The round's last sentence from plain values (an event's recipe: built when read)."""
    names = and_list([f"P{p + 1}" for p in groups[0]])
    if end == "cap":
        # R19 counts plays, pickups and flips: not "moves", which count every action.
        if len(groups[0]) == 1:
            text = _(
                "The round stops after {n} plays and pickups (the turn cap); {names} "
                "wins on fewest cards."
            )
        else:
            text = _(
                "The round stops after {n} plays and pickups (the turn cap); {names} "
                "share the win on fewest cards."
            )
        return text.format(n=number(turn), names=names)
    if end == "last":
        # Translators: {loser} and {winner} are seats (P1, P2...).
        return _("Round over: {loser} is left holding cards; {winner} won.").format(
            loser=f"P{groups[-1][0] + 1}", winner=f"P{groups[0][0] + 1}"
        )
    return _("Round over: {names} went out and wins.").format(names=names)


def round_detail(s: HUState) -> dict[str, Any]:
    """The results screen: ranking groups, cards left per seat, points under the scoring."""
    groups = ranking(s)
    return {
        "ranking": groups,
        "end": s.end,
        "scoring": s.opts.scoring,
        "points": scores(s),
        "cards_left": [s.cards_left(p) for p in range(s.players)],
        "hand": [len(h) for h in s.hands],
        "overs": [s.n_overs[p] for p in range(s.players)],
        "unders": [s.n_unders[p] for p in range(s.players)],
        "finished": list(s.finish),
        "turns": s.turn,
        "burned": len(s.burned),
    }


def build_view(s: HUState, player: int) -> View:
    """R20: all overs, the pile, counts and pickups are public; one's own hand is private;
    unders and the stock order are hidden from everyone (their owner included)."""
    if not 0 <= player < s.players:
        raise ValueError(f"There is no seat {player} at a {s.players}-player table.")
    rules = s.rules
    pile = s.pile
    aid = s.opts.memory_aid  # only the top card and the size; no history, no remembered cards
    cur = s.current_player
    phase = PHASE_NAMES[s.phase] if cur is not None else "over"
    if cur is not None and s.phase == 0 and not s.chosen[cur]:
        phase = "overs"
    top = rules.top(pile)
    data: dict[str, Any] = {
        "players": s.players,
        "dealer": s.dealer,
        "first_player": s.first,
        "current_player": cur,
        "phase": phase,
        "turn": s.turn,
        "turn_cap": s.opts.turn_cap,
        "hand": list(s.hands[player]),
        "hand_counts": [len(h) for h in s.hands],
        "overs": [list(o) for o in s.overs],
        "overs_chosen": list(s.chosen),
        "unders": [[i for i, c in enumerate(u) if c is not None] for u in s.unders],
        "unders_count": list(s.n_unders),
        "zones": [("hand", "overs", "unders", "out")[s.zone(p)] for p in range(s.players)],
        "pile": pile[-_shown(s) :] if aid and pile else list(pile),
        "pile_size": len(pile),
        "pile_rank": rules.shown_rank(pile),
        "pile_max": 7 if rules.seven and top == 7 else None,
        "run": _run(pile),
        "stock_count": len(s.stock),
        "burned_count": len(s.burned),
        "burned": [] if aid else list(s.burned),
        "aside_count": len(s.aside),
        "known": [list(k) if not aid or p == player else [] for p, k in enumerate(s.known)],
        "out": list(s.out),
        "finished": list(s.finish),
        "followup_rank": s.last[2][0].rank if cur is not None and s.phase == 1 else None,
        # which cards were just drawn is private to the drawer
        "followup_cards": list(s.fu_cards) if cur == player and s.phase == 1 else [],
        "burn_in": (
            {"rank": pile[-1].rank, "need": s.win_need, "next": s.win_next}
            if cur is not None and s.phase == 2
            else None
        ),
        "swap": list(s.swap_pair) if s.swap_pair is not None else None,
        "last_play": (
            {"seat": s.last[0], "kind": s.last[1], "cards": list(s.last[2])}
            if s.last is not None
            else None
        ),
        "skip": s.skip,
        "ranking": ranking(s) if cur is None else None,
        "options": options_dict(s.opts),
    }
    return View("hidden_unders", player, data)


def _shown(s: HUState) -> int:
    """With ``memory_aid``: how many top cards show (the top run, and with the mirror 3 the
    cards down to the one it copies), i.e. what the pile rank and run badges already say."""
    pile = s.pile
    i = len(pile) - 1
    if s.rules.mirror:
        while i >= 0 and pile[i].rank == 3:
            i -= 1
    i = max(i, 0)
    r = pile[i].rank
    while i > 0 and pile[i - 1].rank == r:
        i -= 1
    return min(len(pile) - i, len(pile))


def _run(pile) -> int:
    from .rules import run_length

    return run_length(pile)


def snapshot(s: HUState) -> tuple:
    """The whole state as plain comparable tuples (tests prove step == apply with it)."""

    def cs(cards):
        return tuple(c.code if c is not None else None for c in cards)

    return (
        s.players,
        s.dealer,
        s.first,
        s.cur,
        s.turn,
        s.phase,
        s.end,
        tuple(cs(h) for h in s.hands),
        tuple(cs(o) for o in s.overs),
        tuple(cs(u) for u in s.unders),
        tuple(s.n_overs),
        tuple(s.n_unders),
        cs(s.stock),
        cs(s.pile),
        cs(s.burned),
        cs(s.aside),
        tuple(cs(k) for k in s.known),
        tuple(s.chosen),
        tuple(s.out),
        tuple(s.finish),
        cs(s.fu_cards),
        s.skip,
        tuple(s.win_queue),
        s.win_next,
        s.win_need,
        s.swap_pair,
        None if s.last is None else (s.last[0], s.last[1], cs(s.last[2])),
    )


# -- why a move is refused ---------------------------------------------------------------------
def why_illegal(s: HUState, a: Any) -> str | None:
    """A sentence saying why ``a`` is not allowed now; None if it is allowed (a play or an
    overs choice with other cards of the same ranks than the listed ones)."""
    if s.cur < 0:
        return _("The round is over: no more moves can be made.")
    kind = getattr(a, "kind", None)
    p = s.cur
    ph = s.phase
    if ph == 4:  # the exchange before play (overs_timing=swap)
        if kind == EXCHANGE:
            return _exchange_error(s, p, a.hand, a.over)
        if kind != READY:
            return _(
                "First settle your hand and overs: swap a hand card for an over "
                "('exchange 4C KD'), or say 'ready'."
            )
    elif kind in (EXCHANGE, READY):
        return _("Hand and overs are swapped only before the first play, when the overs are dealt.")
    if ph == 3 and kind not in (SWAP, PASS):
        return _(
            "First decide on the swap: 'swap I J' (your over I for the loser's over J) or 'pass'."
        )
    if ph == 2 and kind not in (PLAY, PASS):
        return _("You may burn in out of turn with a play, or 'pass'.")
    if ph == 1 and kind not in (PLAY, DONE):
        return _("You may add the cards you just drew of the same rank, or say 'done'.")
    if kind == OVERS:
        return _overs_error(s, p, a.cards)
    if ph == 0 and not s.chosen[p]:
        return _("First choose your four overs from your hand: 'overs C1 C2 C3 C4'.")
    if kind == PLAY:
        return _play_error(s, p, a.cards)
    if kind == FLIP:
        if s.zone(p) != 2:
            return _("You flip an under only once your hand and overs are empty.")
        return _("There is no face-down under at position {pos}.").format(pos=number(a.pos))
    if kind == TAKE:
        if not s.pile:
            return _("The pile is empty: there is nothing to pick up.")
        z = s.zone(p)
        if z == 2:
            return _("You are on your unders: flip one instead of picking up.")
        if a.pos >= 0 and not (z == 1 and s.opts.pickup_takes_over):
            return _("Write just 'take' to pick up the pile.")
        if a.pos < 0 and z == 1 and s.opts.pickup_takes_over:
            return _("Name the over you take with the pile: 'take N'.")
        if a.pos >= 0 and s.overs[p][a.pos] is None:
            return _("There is no over at position {pos}.").format(pos=number(a.pos))
        return _("You can play a card, so you may not pick up the pile (voluntary pickup is off).")
    if kind == DONE:
        return _("'done' only ends a turn after drawing, when you may add cards of the same rank.")
    if kind == PASS:
        return _("There is nothing to pass on now: play a card or pick up the pile.")
    if kind == SWAP:
        return _("There is no over swap to make now.")
    return _("'{code}' is not a Hidden Unders move.").format(code=a.code)


def _overs_error(s: HUState, p: int, cards) -> str | None:
    if s.phase != 0 or s.chosen[p]:
        return _("You already chose your overs; they stay until you play them.")
    if len(cards) != 4:
        return _("Choose exactly four overs, not {n}.").format(n=number(len(cards)))
    missing = Counter(cards) - Counter(s.hands[p])
    if missing:
        return _("You do not hold {cards} in your hand.").format(
            cards=" ".join(str(c) for c in missing.elements())
        )
    return None


def _exchange_error(s: HUState, p: int, h, o) -> str | None:
    if h not in s.hands[p]:
        return _("You do not hold {h} in your hand.").format(h=h)
    if o not in s.overs[p]:
        return _("{o} is not one of your overs.").format(o=o)
    if h == o:
        return _("Swapping {h} for the same card changes nothing.").format(h=h)
    return None


def _play_error(s: HUState, p: int, cards) -> str | None:
    if not cards:
        return _("Name at least one card to play, for example 'play 7H'.")
    r = cards[0].rank
    if any(c.rank != r for c in cards):
        return _("All the cards of one play must have the same rank.")
    need = Counter(cards)
    hand = s.hands[p]
    overs = [c for c in s.overs[p] if c is not None]
    if s.phase == 1:
        if need - Counter(s.fu_cards):
            rank = rank_word(s.last[2][0].rank)
            return _(
                "You may only add the cards of rank {rank} you just drew, or say 'done'."
            ).format(rank=rank)
        return None
    if s.phase == 2:
        top = s.pile[-1].rank
        if r != top or len(cards) < s.win_need:
            return ngettext(
                "Out of turn you may only complete the run: {n} or more {ranks}, or 'pass'.",
                "Out of turn you may only complete the run: {n} or more {ranks}, or 'pass'.",
                s.win_need,
            ).format(n=number(s.win_need), ranks=rank_plural(top))
    zone = s.zone(p)
    if zone == 2:
        return _("Your hand and overs are empty: flip an under with 'flip N'.")
    if zone == 0:
        short = need - Counter(hand)
        if short:
            # X12 option: the whole hand, topped up with overs of the same rank
            mixable = s.opts.mix_hand_overs and not (Counter(hand) - need)
            if not mixable or short - Counter(overs):
                if not short - Counter(overs):
                    return _("Play the cards in your hand first: your overs come after (R12).")
                return _("You do not hold {cards}.").format(
                    cards=" ".join(str(c) for c in short.elements())
                )
    elif need - Counter(overs):
        missing = need - Counter(overs)
        return _("Your overs do not hold {cards}.").format(
            cards=" ".join(str(c) for c in missing.elements())
        )
    rules = s.rules
    top = rules.top(s.pile)
    if not rules.playable[top][r]:
        if rules.seven and top == 7:
            # Translators: {rank} is a rank word or number (jack, 9).
            return _("A {rank} cannot go on a 7: the next card must be 7 or lower.").format(
                rank=rank_word(r)
            )
        if rules.mirror:
            text = _("A {rank} cannot go on a {top}: play a {top} or higher, a 2, a 3 or a 10.")
        else:
            # Translators: {rank} and {top} are rank words or numbers (jack, 9).
            text = _("A {rank} cannot go on a {top}: play a {top} or higher, a 2 or a 10.")
        return text.format(rank=rank_word(r), top=rank_word(top))
    return None


def evaluate(s: HUState) -> list[float]:
    """Search evaluation of a cut-off rollout, in [0, 1] like ``returns``: seats ordered by how
    far they are from going out (cards left, a 2 or a 10 counting half: they always play),
    players already out first; 1 for the clear leader, 0 for the clear last, ties shared."""
    if s.cur < 0:
        return returns(s)
    n = s.players
    specials = s.rules.specials
    dist = []
    for p in range(n):
        if p in s.finish:
            dist.append(-100.0 + s.finish.index(p))
            continue
        hand = s.hands[p]
        d = len(hand) - 0.5 * sum(1 for c in hand if c.rank in specials)
        dist.append(d + s.n_overs[p] + s.n_unders[p])
    out = []
    for d in dist:
        worse = sum(1 for e in dist if e > d)
        level = sum(1 for e in dist if e == d) - 1
        out.append((worse + 0.5 * level) / (n - 1))
    return out
