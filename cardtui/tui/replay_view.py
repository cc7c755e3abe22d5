"""Positions of a replay in words, as a player reads the table: cards as cards (``10♦``, or
``Coin 9``), moves as the game's own sentences, seats by name. The replay screen and
``cardtui replay --text`` both read a replay through this module, so they say the same thing.

Works on view dicts (``View.to_dict()``: cards as codes). Each game has a describer for what
the whole table sees and for what one seat alone knew; no engine field name is ever shown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import Any

from .. import games as registry
from ..core.text import with_names
from ..store.replay import frames
from ..store.saves import SaveGame

ASCII_SUITS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C"})


@lru_cache(maxsize=4096)
def card_text(game: str, code: str) -> str:
    """A card code as a player reads it (``TD`` as ``10♦``, ``coin9`` as ``Coin 9``)."""
    try:
        return str(registry.get(game).parse_card(code))
    except (ValueError, TypeError, KeyError):
        return code


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class ViewText:
    """One game's views in words, for one table of names."""

    def __init__(self, game: str, names: Sequence[str], *, ascii: bool = False) -> None:
        self.game = registry.get(game).name
        self.names = list(names)
        self.ascii = ascii

    def plain(self, text: str) -> str:
        return text.translate(ASCII_SUITS) if self.ascii else text

    def cards(self, codes: Sequence[Any] | None, empty: str = "none") -> str:
        if not codes:
            return empty
        shown = [card_text(self.game, str(c)) for c in codes]
        # "Coin 9" has a space in it: such names are listed with commas.
        return self.plain((", " if any(" " in c for c in shown) else " ").join(shown))

    def sentence(self, event_text: str) -> str:
        return self.plain(with_names(event_text, self.names))

    # -- the table, for everyone -----------------------------------------------------------
    def public(self, view: dict[str, Any]) -> list[str]:
        """What everybody at the table could see, a line per part of the table."""
        describe = _PUBLIC.get(self.game)
        return describe(self, view) if describe else []

    # -- what one seat alone knew ----------------------------------------------------------
    def private(self, view: dict[str, Any], name: str) -> str:
        """What this seat alone knew (its hand, a peek, a ring offer), as a sentence about
        ``name``; "" when it knew nothing the others did not."""
        parts = []
        if view.get("hand"):
            parts.append(f"held {self.cards(view['hand'])}")
        if view.get("followup_cards"):
            parts.append(f"had just drawn {self.cards(view['followup_cards'])}")
        if view.get("peek"):
            parts.append(f"knew the top of the draw pile: {self.cards(view['peek'])}")
        if view.get("ring_offer"):
            offer = " or ".join(ring_title(r) for r in view["ring_offer"])
            parts.append(f"was offered the {offer}")
        return f"{name} {'; '.join(parts)}" if parts else ""


def ring_title(code: str) -> str:
    from ..games.zirkhaki.rings import RING_INFO

    return next((title for c, title, *_ in RING_INFO if c == code), code)


# -- Xeri ---------------------------------------------------------------------------------
def _xeri(t: ViewText, v: dict[str, Any]) -> list[str]:
    pile = v.get("pile") or []
    line = f"Pile: {t.cards(pile, 'empty')}"
    if pile:
        line += f" ({card_text(t.game, str(pile[-1]))} on top)"
    lines = [t.plain(line)]
    talon = f"Talon {v.get('talon_count', 0)}"
    if v.get("deals"):
        talon += f" · deal {v.get('deal_no', 1)} of {v['deals']}"
    if v.get("bottom_card"):
        talon += f" · bottom card {t.cards([v['bottom_card']])}"
    lines.append(talon)
    for seat, name in enumerate(t.names):
        taken = v["captured_counts"][seat]
        part = f"{name}: {plural(v['hand_counts'][seat], 'card')} in hand, took {taken}"
        xeris = v["xeris"][seat] + v["jack_xeris"][seat]
        if xeris:
            part += f", {plural(xeris, 'xeri')} ({v['xeri_points'][seat]} points)"
        lines.append(part)
    return lines


# -- Hidden Unders ------------------------------------------------------------------------
def _hidden_unders(t: ViewText, v: dict[str, Any]) -> list[str]:
    pile = v.get("pile") or []
    line = f"Pile: {t.cards(pile, 'empty')}"
    if len(pile) < v.get("pile_size", 0):
        line = f"Pile of {v['pile_size']} cards, on top: {t.cards(pile)}"
    lines = [t.plain(line)]
    stock = f"Stock {v.get('stock_count', 0)} · burned {v.get('burned_count', 0)}"
    lines.append(stock)
    for seat, name in enumerate(t.names):
        overs = [c for c in v["overs"][seat] if c]
        unders = v["unders_count"][seat]
        part = f"{name}: {plural(v['hand_counts'][seat], 'card')} in hand"
        if overs:
            part += f", overs {t.cards(overs)}"
        if unders:
            part += f", {plural(unders, 'under')}"
        known = v.get("known") or []
        if seat < len(known) and known[seat]:
            part += f"; known in hand: {t.cards(known[seat])}"
        finished = v.get("finished") or []
        if seat in finished:
            part += f" (out, {_place(finished.index(seat) + 1)})"
        lines.append(part)
    return lines


# -- Zirkhaki ------------------------------------------------------------------------------
def _zirkhaki(t: ViewText, v: dict[str, Any]) -> list[str]:
    from ..games.zirkhaki.cards import SUIT_INFO

    titles = {code: title for code, title, *_ in SUIT_INFO}
    lines = [
        t.plain(f"In the zone: {t.cards(v.get('zone'), 'nothing')}"),
        f"Draw pile {v.get('draw_count', 0)} · burnt pile {v.get('burnt_count', 0)}",
    ]
    rings = v.get("rings") or []
    for seat, name in enumerate(t.names):
        bank = v["banks"][seat]
        piles = ", ".join(
            f"{titles.get(suit, suit)} {' '.join(map(str, values))}"
            for suit, values in bank.items()
        )
        part = f"{name}: {v['scores'][seat]} points; bank {piles or 'empty'}"
        if seat < len(rings) and rings[seat]:
            part += f"; {ring_title(rings[seat])}"
        lines.append(part)
    return lines


def _place(n: int) -> str:
    return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"


_PUBLIC: dict[str, Callable[[ViewText, dict[str, Any]], list[str]]] = {
    "xeri": _xeri,
    "hidden_unders": _hidden_unders,
    "zirkhaki": _zirkhaki,
}


# -- a whole replay as text ------------------------------------------------------------------
def replay_lines(save: SaveGame, seat: int | None = None, *, ascii: bool = False) -> Iterator[str]:
    """The replay as lines of text (``cardtui replay --text``): each move as the game's
    sentences, and what the player who moved knew; ``seat``: as that seat saw it."""
    names = [s.name for s in save.seats]
    text = ViewText(save.game, names, ascii=ascii)
    if seat is not None:
        yield (
            f"This game is not over: it is shown as {names[seat]} saw it, "
            "without the other players' cards."
        )
    current = 0
    undone = {d.round_no for d in save.redeals}
    for f in frames(save, seat):
        if f.round_no != current:
            current = f.round_no
            undo = " (a move was taken back in this round)" if current in undone else ""
            yield f"== Round {current}{undo} =="
        if f.redealt:
            yield "   (A move was taken back here: the cards still unseen were shuffled again.)"
        said = [text.sentence(e) for e in f.events]
        if f.hidden_move and not said:
            said = [f"{names[f.seat]} makes a choice only they can see."]
        yield f"{f.round_no}.{f.move_no:<3} " + " ".join(said or [f"{names[f.seat]} moves."])
        known = text.private(f.views[f.seat], names[f.seat]) if f.seat in f.views else ""
        if known:
            yield f"      ({known})"
