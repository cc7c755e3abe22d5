"""The coach's reason for a Hidden Unders move, in one plain sentence, from the seat's view.

``why(view, action)`` says what the move does now in the game's terms (a burn, a reset, a
pickup, a blind flip) and, for an ordinary play, what it keeps back: the 2 that resets a high
pile, the 10 that burns one. Cards are shown as on the table (``10♠``). It reads only the view.
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import View
from ...i18n import N_, _, ngettext, number, pgettext
from .actions import DONE, EXCHANGE, FLIP, OVERS, PASS, PLAY, READY, SWAP, TAKE
from .describe import rank_word


def _names(cards) -> str:
    return " ".join(str(c) for c in cards)


def _specials(view: View) -> tuple[int, int]:
    """(reset rank, burn rank): 2 and 10, swapped by option 3.1.10."""
    opts = view.get("options") or {}
    return (10, 2) if opts.get("swap_2_10") else (2, 10)


def _run_to_burn(view: View) -> int | None:
    """Cards of one rank on top that burn the pile (R10), or None when runs never burn."""
    opts = view.get("options") or {}
    if opts.get("four_kind", "run") == "off":
        return None
    return 3 if opts.get("three_kind_burn") else 4


def _plural(rank: int, n: int) -> str:
    word = rank_word(rank)
    # Translators: the plural of a rank word or number: "aces", "7s".
    return pgettext("plural of a rank", "{rank}s").format(rank=word) if n != 1 else word


def why(view: View, action: Any) -> str:
    """One sentence: what ``action`` does for the seat of ``view``."""
    kind = action.kind
    if kind == TAKE:
        n = view.pile_size
        if action.pos >= 0:
            return ngettext(
                "picks up the pile of {n} card and one of your overs",
                "picks up the pile of {n} cards and one of your overs",
                n,
            ).format(n=number(n))
        return ngettext(
            "picks up the pile of {n} card", "picks up the pile of {n} cards", n
        ).format(n=number(n))
    if kind == FLIP:
        return _("turns over one of your blind unders: it plays if it can, else you pick up")
    if kind == OVERS:
        return _("lays {cards} face up as your overs, for after your hand").format(
            cards=_names(action.cards)
        )
    if kind == DONE:
        return _("ends your turn and keeps the rest of your hand")
    if kind == PASS:
        if view.get("swap"):
            return _("keeps your overs as they are")
        return _("lets the chance to burn the pile go")
    if kind == SWAP:
        return _swap(view, action)
    if kind == EXCHANGE:
        return _("lays {hand} face up and takes the over {over} into your hand").format(
            hand=action.hand, over=action.over
        )
    if kind == READY:
        return _("keeps your hand and overs as they are and lets play begin")
    if kind == PLAY:
        return _play(view, action)
    return _("makes this move")


def _over(overs, i: int):
    return overs[i] if 0 <= i < len(overs) else None


def _swap(view: View, action: Any) -> str:
    pair = view.get("swap") or [view.player, view.player]
    other = pair[1] if pair[0] == view.player else pair[0]
    mine = _over(view.overs[view.player], action.mine)
    theirs = _over(view.overs[other], action.theirs)
    if mine is None or theirs is None:
        return _("swaps one of your overs for one of theirs")
    return _("swaps your over {mine} for their {theirs}").format(mine=mine, theirs=theirs)


# Counts said as words; translated when the sentence is built.
NUMBER_WORDS = {
    1: N_("one"),
    2: N_("two"),
    3: N_("three"),
    4: N_("four"),
    5: N_("five"),
    6: N_("six"),
    7: N_("seven"),
}


def _a(rank: int) -> str:
    """``a 7``, ``an 8``, ``an ace``."""
    word = rank_word(rank)
    if rank == 14 or rank == 8:
        # Translators: a rank with the article "an" (an 8, an ace).
        return _("an {rank}").format(rank=word)
    # Translators: a rank with the article "a" (a 7, a jack).
    return _("a {rank}").format(rank=word)


def _count(n: int) -> str:
    word = NUMBER_WORDS.get(n)
    return _(word) if word else number(n)


def _play(view: View, action: Any) -> str:
    cards = action.cards
    rank = cards[0].rank
    n = len(cards)
    reset, burn = _specials(view)
    shown = _names(cards)
    overs = view.zones[view.player] == "overs"
    if rank == burn:
        size = view.pile_size + n
        if overs:
            text = ngettext(
                "burns {n} card with {cards} from your overs and you lead again",
                "burns {n} cards with {cards} from your overs and you lead again",
                size,
            )
        else:
            text = ngettext(
                "burns {n} card with {cards} and you lead again",
                "burns {n} cards with {cards} and you lead again",
                size,
            )
        return text.format(n=number(size), cards=shown)
    need = _run_to_burn(view)
    top = view.pile[-1].rank if view.pile else None
    single = (view.get("options") or {}).get("four_kind") == "single_play"
    run = n if single else (view.run if top == rank else 0) + n
    if need is not None and run >= need:
        # Translators: a count word and a rank in the plural: "four aces", "three 7s".
        what = _("{count} {ranks}").format(count=_count(need), ranks=_plural(rank, 2))
        if overs:  # "completes four aces on top from your overs" read as if the run were there
            return _(
                "plays {cards} from your overs, completing {what} on top: "
                "the pile burns and you lead again"
            ).format(cards=shown, what=what)
        return _("completes {what} on top: the pile burns and you lead again").format(what=what)
    if rank == reset:
        if view.pile:
            if overs:
                text = _(
                    "resets the pile with {cards} from your overs: "
                    "the next player may play anything"
                )
            else:
                text = _("resets the pile with {cards}: the next player may play anything")
        elif overs:  # nothing to reset on no pile
            text = _("leads {cards} from your overs: the next player may play anything")
        else:
            text = _("leads {cards}: the next player may play anything")
        return text.format(cards=shown)
    if n > 1:
        what = _("{count} {ranks}").format(count=_count(n), ranks=_plural(rank, n))
        if overs:
            play = _("plays {what} at once from your overs").format(what=what)
        else:
            play = _("plays {what} at once").format(what=what)
    elif overs:
        play = _("plays {cards} from your overs").format(cards=shown)
    else:
        play = _("plays {cards}").format(cards=shown)
    held = [c for c in view.hand if c not in cards]
    # Translators: {play} is what the move does ("plays 7♠", "plays two 7s at once").
    if any(c.rank == reset for c in held):
        return _("{play} and keeps your {rank} to reset a high pile").format(
            play=play, rank=rank_word(reset)
        )
    if any(c.rank == burn for c in held):
        # Translators: {play} is what the move does ("plays 7♠", "plays two 7s at once").
        return _("{play} and keeps your {rank} to burn a big pile").format(
            play=play, rank=rank_word(burn)
        )
    if len(held) == 0 and not overs and view.stock_count == 0:
        # Translators: {play} is what the move does ("plays 7♠").
        return _("{play}: your last card in hand").format(play=play)
    # Translators: {play} is what the move does; {rank} is "a 7", "an ace"...
    return _("{play}: the next player must match or beat {rank}").format(play=play, rank=_a(rank))
