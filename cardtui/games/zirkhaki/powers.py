"""The suit powers (R4) and the ring changes to them (§4.2), on a :class:`ZirkhakiState`.

``activate`` runs when a card lands in the zone (R3.3). A power that needs a choice (pistol,
dagger, horseshoe, map) leaves a *pending* choice on the state and returns; the player's
``choose <card>`` action then calls ``resolve_choice``. Nothing here recurses: a placement
either finishes at once or waits for the next action, so chains of any depth (snake ->
horseshoe -> dagger -> map ...) are a sequence of small steps. ``ev`` is the event list, or
None on the fast path (``step``), where no text is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.protocol import Event
from ...i18n import N_, _, ngettext, number
from . import sentences as say
from .actions import CHOOSE
from .cards import (
    ASTROLABE,
    DAGGER,
    DECK,
    HORSESHOE,
    MAP,
    PISTOL,
    SNAKE,
    SUIT_COUNT,
    ZCard,
)
from .rings import (
    BLADE,
    FORTUNE_TELLER,
    MAP_READER,
    MUGGER,
    ROGUE,
    SNAKE_CHARMER,
)

if TYPE_CHECKING:
    # A game of Zirkhaki (state.ZirkhakiState), named through its core base: state.py
    # runs these powers, so importing it back would close a circle.
    from ...core.protocol import State as ZirkhakiState

# Pending choice kinds (0: none).
NONE, P_PISTOL, P_MUGGER, P_DAGGER, P_BLADE, P_HOOK, P_MAP = range(7)
PENDING_NAMES = ("", "pistol", "mugger", "dagger", "blade", "horseshoe", "map")
# Where a placed card came from (R3).
SRC_DRAW, SRC_OWN, SRC_OPP, SRC_BURNT = range(4)
SOURCE_NAMES = ("draw", "own_bank", "opp_bank", "burnt")

# CARD_AT[suit][value] -> card; a bank stack is a bitmask of values, its top the highest bit.
CARD_AT: list[list[ZCard | None]] = [[None] * 10 for _ in range(SUIT_COUNT)]
for _c in DECK:
    CARD_AT[_c.suit][_c.value] = _c
del _c


def p(seat: int) -> str:
    return f"P{seat + 1}"


def top_cards(bank: list[int], seat: int) -> list[ZCard]:
    """The top card of each of ``seat``'s non-empty stacks, in suit order (A-2)."""
    base = seat * SUIT_COUNT
    out = []
    for suit in range(SUIT_COUNT):
        m = bank[base + suit]
        if m:
            out.append(CARD_AT[suit][m.bit_length() - 1])
    return out


def opponent_tops(s: ZirkhakiState) -> list[ZCard]:
    """Every opponent's top cards, opponents in playing order after the active seat (A-4)."""
    out: list[ZCard] = []
    n, a = s.players, s.active
    for k in range(1, n):
        out += top_cards(s.bank, (a + k) % n)
    return out


def owner_of(s: ZirkhakiState, c: ZCard) -> int:
    bit = 1 << c.value
    for seat in range(s.players):
        if s.bank[seat * SUIT_COUNT + c.suit] & bit:
            return seat
    raise AssertionError(f"{c.code} is in no bank")


def _set_pending(s: ZirkhakiState, kind: int, source: ZCard, opts: list[ZCard]) -> None:
    s.pend = kind
    s.pend_card = source
    s.pend_opts = tuple(opts)
    s.pend_legal = tuple([CHOOSE[c.index] for c in opts])


def _power(
    s: ZirkhakiState, ev: list[Event], c: ZCard, text: str | tuple, effect: str, **more
) -> None:
    """A power's event; ``text`` is a sentence or its recipe (see ``sentences``)."""
    data = {"suit": c.suit_name, "effect": effect}
    if more:
        data.update(more)
    ev.append(Event("power", text, s.active, c.codes, None, data))


# -- activation (R4) ---------------------------------------------------------------------


def activate(s: ZirkhakiState, c: ZCard, ev: list[Event] | None) -> None:
    """R3.3: run the power of ``c``, which has just landed in the zone."""
    power = _POWERS[c.suit]
    if power is not None:
        power(s, c, ev)


def _horseshoe(s: ZirkhakiState, c: ZCard, ev) -> None:
    # R4.6: the choice waits until everything placed before it has resolved; the Rogue's
    # ring plays two, one after the other. ``settle`` asks for each (next_hook).
    s.hook_left += 2 if s.ring[s.active] == ROGUE else 1


def _astrolabe(s: ZirkhakiState, c: ZCard, ev) -> None:
    a = s.active
    if not s.draw:  # R4.1: nullified on an empty pile (T13)
        if ev is not None:
            _power(
                s,
                ev,
                c,
                (_, N_("Astrolabe: the draw pile is empty, so there is nothing to see.")),
                "none",
            )
        return
    fortune = s.ring[a] == FORTUNE_TELLER
    k = min(3 if fortune else 1, len(s.draw))
    low = len(s.draw) - k
    if low < s.peek_low[a]:
        s.peek_low[a] = low
    if ev is not None:
        seen = tuple(s.draw[-k:][::-1])  # top first
        _power(s, ev, c, (say.astrolabe, a, k, fortune), "peek", count=k)
        codes = tuple([x.code for x in seen])
        ev.append(Event("peek", (say.peek, a, seen), a, codes, (a,), {"count": k}))


def _pistol(s: ZirkhakiState, c: ZCard, ev) -> None:
    opts = opponent_tops(s)
    if not opts:  # R4.2, T11
        if ev is not None:
            _power(
                s,
                ev,
                c,
                (_, N_("Pistol: no opponent has a banked card, so it has no effect.")),
                "none",
            )
        return
    if s.ring[s.active] == MUGGER:
        # the Mugger picks only suits not in the zone; with none, a normal burn.
        zmask = s.zmask
        eligible = [x for x in opts if not x.bit & zmask]
        if eligible:
            _set_pending(s, P_MUGGER, c, eligible)
            return
    _set_pending(s, P_PISTOL, c, opts)


def _dagger(s: ZirkhakiState, c: ZCard, ev) -> None:
    opts = opponent_tops(s)
    a = s.active
    blade = s.ring[a] == BLADE
    if opts and s.strict_sword and not blade:
        # A-3 option: Dead Man's Draw's sword may not take a suit already in your bank.
        base = a * SUIT_COUNT
        opts = [x for x in opts if not s.bank[base + x.suit]]
    if not opts:  # R4.3, T11
        if ev is not None:
            strict = s.strict_sword and not blade
            _power(s, ev, c, (say.dagger_none, strict), "none")
        return
    _set_pending(s, P_BLADE if blade else P_DAGGER, c, opts)


def _snake(s: ZirkhakiState, c: ZCard, ev) -> None:
    a = s.active
    if s.ring[a] == SNAKE_CHARMER:
        # §4.2 ring 1: no forced draws; the whole zone is collected and the turn ends.
        if ev is not None:
            _power(s, ev, c, (say.snake_charmed, a), "charm", ring="snake_charmer")
        s.collect(ev)
        return
    s.snake = 2  # R4.5: two more cards must enter the zone (counted by R3.2)
    if ev is not None:
        _power(s, ev, c, (say.snake, a), "snake")


def _map(s: ZirkhakiState, c: ZCard, ev) -> None:
    if not s.burnt:  # R4.9: nullified on an empty burnt pile (T2)
        if ev is not None:
            _power(s, ev, c, (_, N_("Map: the burnt pile is empty, so it has no effect.")), "none")
        return
    if s.ring[s.active] == MAP_READER:
        # §4.2 ring 6: the whole pile is shown; the rest stays burnt after the pick.
        lifted = sorted(s.burnt)
        s.burnt.clear()
        reader = True
    else:
        lifted = s.take_random(min(3, len(s.burnt)))
        reader = False
    _set_pending(s, P_MAP, c, lifted)
    if ev is not None:
        text = (say.map_lift, s.active, tuple(lifted), reader)
        _power(s, ev, c, text, "lift", lifted=[x.code for x in lifted])


# Suit -> power (None: no effect when placed). The carpet acts only on a bust (R4.4, R5);
# chest, key and coin have no power when placed (R4.7, R4.8).
_POWERS = [None] * SUIT_COUNT
_POWERS[ASTROLABE] = _astrolabe
_POWERS[PISTOL] = _pistol
_POWERS[DAGGER] = _dagger
_POWERS[SNAKE] = _snake
_POWERS[HORSESHOE] = _horseshoe
_POWERS[MAP] = _map


def next_hook(s: ZirkhakiState, ev) -> None:
    """Ask for the horseshoe's (next) card, or end its effect on an empty bank (R4.6, A-26)."""
    opts = top_cards(s.bank, s.active)
    if not opts:
        second = s.hook_left < (2 if s.ring[s.active] == ROGUE else 1)
        s.hook_left = 0
        if ev is not None:
            ev.append(
                Event(
                    "power",
                    (say.hook_none, s.active, second),
                    s.active,
                    data={"suit": "horseshoe", "effect": "none"},
                )
            )
        return
    # the horseshoe whose power this is: the latest one in the zone (a second can only come
    # by the Blade ring)
    src = next(x for x in reversed(s.zone) if x.suit == HORSESHOE)
    _set_pending(s, P_HOOK, src, opts)


# -- resolving a choice ------------------------------------------------------------------
# Translated when the sentence is read (sentences.steals), not here.
_STEAL_HOW = {
    P_DAGGER: N_("Dagger"),
    P_BLADE: N_("Dagger, Blade ring"),
    P_MUGGER: N_("Pistol, Mugger's ring"),
}


def resolve_choice(s: ZirkhakiState, c: ZCard, ev) -> None:
    kind = s.pend
    opts = s.pend_opts
    s.pend = NONE
    s.pend_opts = ()
    s.pend_legal = None
    a = s.active
    if kind == P_PISTOL:
        owner = owner_of(s, c)
        s.bank[owner * SUIT_COUNT + c.suit] ^= 1 << c.value
        s.burnt.append(c)
        if ev is not None:
            data = {"suit": "pistol", "effect": "burn", "target": owner}
            ev.append(Event("power", (say.pistol_burn, a, owner, c), a, c.codes, None, data))
    elif kind == P_HOOK:
        s.hook_left -= 1
        s.bank[a * SUIT_COUNT + c.suit] ^= 1 << c.value
        if ev is not None:
            s.placed(ev, c, SRC_OWN, (say.hook_plays, a, c))
        s.place(c, SRC_OWN, ev)
    elif kind == P_MAP:
        if len(opts) > 1:
            s.burnt.extend(x for x in opts if x is not c)
        if ev is not None:
            rest = tuple(x for x in opts if x is not c)
            reader = s.ring[a] == MAP_READER
            s.placed(ev, c, SRC_BURNT, (say.map_plays, a, c, rest, reader))
        s.place(c, SRC_BURNT, ev)
    else:  # the dagger, the blade dagger or the mugger's pistol: steal and play (R4.3)
        owner = owner_of(s, c)
        s.bank[owner * SUIT_COUNT + c.suit] ^= 1 << c.value
        blade = kind == P_BLADE
        if ev is not None:
            how = _STEAL_HOW[kind]
            text = (say.steals, a, c, owner, how, bool(blade and c.bit & s.zmask))
            s.placed(ev, c, SRC_OPP, text, owner)
        s.place(c, SRC_OPP, ev, blade)


_PROMPTS = {
    P_PISTOL: N_("Pistol: choose an opponent's top card to burn."),
    P_MUGGER: N_("Pistol (Mugger's ring): choose an opponent's top card to steal and play."),
    P_DAGGER: N_("Dagger: choose an opponent's top card to steal and play."),
    P_BLADE: N_(
        "Dagger (Blade ring): choose any opponent's top card to steal and play; "
        "a duplicate suit does not bust."
    ),
    P_HOOK: N_("Horseshoe: choose one of your top cards to play again."),
    P_MAP: N_("Map: choose the card to play from the burnt pile."),
}


def pending_info(s: ZirkhakiState) -> dict | None:
    """The pending choice for views: what it is about, its options, what follows it."""
    kind = s.pend
    if not kind:
        return None
    a = s.active
    opts = list(s.pend_opts)
    zmask = s.zmask
    busts = [] if kind in (P_PISTOL, P_BLADE) else [x for x in opts if x.bit & zmask]
    prompt = _(_PROMPTS[kind])
    # hook_left counts the horseshoe's cards still to play, this choice's included
    more = s.hook_left - 1 if kind == P_HOOK else s.hook_left
    then = None
    if more:
        then = ngettext(
            "then play {n} more card from your bank (Horseshoe)",
            "then play {n} more cards from your bank (Horseshoe)",
            more,
        ).format(n=number(more))
    if kind in (P_PISTOL, P_MUGGER, P_DAGGER, P_BLADE):
        owners = [owner_of(s, x) for x in opts]
    elif kind == P_HOOK:
        owners = [a] * len(opts)
    else:
        owners = [None] * len(opts)
    return {
        "kind": PENDING_NAMES[kind],
        "seat": a,
        "card": s.pend_card,
        "prompt": prompt,
        "options": opts,
        "owners": owners,
        "busts": busts,
        "more": more,
        "then": then,
        "snake_pending": s.snake,
    }
