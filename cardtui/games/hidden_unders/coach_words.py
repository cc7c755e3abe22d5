"""The coach's reason for a Hidden Unders move, in one plain sentence, from the seat's view.

``why(view, action)`` says what the move does now in the game's terms (a burn, a reset, a
pickup, a blind flip) and, for an ordinary play, what it keeps back: the 2 that resets a high
pile, the 10 that burns one. Cards are shown as on the table (``10♠``). It reads only the view.
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import View
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
    return f"{word}s" if n != 1 else word


def why(view: View, action: Any) -> str:
    """One sentence: what ``action`` does for the seat of ``view``."""
    kind = action.kind
    if kind == TAKE:
        n = view.pile_size
        extra = " and one of your overs" if action.pos >= 0 else ""
        return f"picks up the pile of {n} card{'s' if n != 1 else ''}{extra}"
    if kind == FLIP:
        return "turns over one of your blind unders: it plays if it can, else you pick up"
    if kind == OVERS:
        return f"lays {_names(action.cards)} face up as your overs, for after your hand"
    if kind == DONE:
        return "ends your turn and keeps the rest of your hand"
    if kind == PASS:
        if view.get("swap"):
            return "keeps your overs as they are"
        return "lets the chance to burn the pile go"
    if kind == SWAP:
        return _swap(view, action)
    if kind == EXCHANGE:
        return f"lays {action.hand} face up and takes the over {action.over} into your hand"
    if kind == READY:
        return "keeps your hand and overs as they are and lets play begin"
    if kind == PLAY:
        return _play(view, action)
    return "makes this move"


def _over(overs, i: int):
    return overs[i] if 0 <= i < len(overs) else None


def _swap(view: View, action: Any) -> str:
    pair = view.get("swap") or [view.player, view.player]
    other = pair[1] if pair[0] == view.player else pair[0]
    mine = _over(view.overs[view.player], action.mine)
    theirs = _over(view.overs[other], action.theirs)
    if mine is None or theirs is None:
        return "swaps one of your overs for one of theirs"
    return f"swaps your over {mine} for their {theirs}"


NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def _a(word: str) -> str:
    """``a 7``, ``an 8``, ``an ace``."""
    return ("an " if word[0] in "8a" else "a ") + word


def _count(n: int) -> str:
    return NUMBER_WORDS.get(n, str(n))


def _play(view: View, action: Any) -> str:
    cards = action.cards
    rank = cards[0].rank
    n = len(cards)
    reset, burn = _specials(view)
    shown = _names(cards)
    where = " from your overs" if view.zones[view.player] == "overs" else ""
    if rank == burn:
        size = view.pile_size + n
        gone = f"{size} card{'s' if size != 1 else ''}"
        return f"burns {gone} with {shown}{where} and you lead again"
    need = _run_to_burn(view)
    top = view.pile[-1].rank if view.pile else None
    single = (view.get("options") or {}).get("four_kind") == "single_play"
    run = n if single else (view.run if top == rank else 0) + n
    if need is not None and run >= need:
        what = f"{_count(need)} {_plural(rank, 2)}"
        if where:  # "completes four aces on top from your overs" read as if the run were there
            return (
                f"plays {shown}{where}, completing {what} on top: the pile burns and you lead again"
            )
        return f"completes {what} on top: the pile burns and you lead again"
    if rank == reset:
        did = "resets the pile with" if view.pile else "leads"  # nothing to reset on no pile
        return f"{did} {shown}{where}: the next player may play anything"
    text = f"plays {shown}{where}"
    if n > 1:
        text = f"plays {_count(n)} {_plural(rank, n)} at once{where}"
    held = [c for c in view.hand if c not in cards]
    if any(c.rank == reset for c in held):
        return f"{text} and keeps your {rank_word(reset)} to reset a high pile"
    if any(c.rank == burn for c in held):
        return f"{text} and keeps your {rank_word(burn)} to burn a big pile"
    if len(held) == 0 and where == "" and view.stock_count == 0:
        return f"{text}: your last card in hand"
    return f"{text}: the next player must match or beat {_a(rank_word(rank))}"
