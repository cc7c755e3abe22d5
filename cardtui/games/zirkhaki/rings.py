"""The eight ring cards of the advanced mode (rules page §4).

A ring is a small int (its index in :data:`RINGS`) inside the state and its code word
(``mugger``) everywhere else. Each player is dealt two, keeps one in secret and the kept rings
are revealed once everyone has chosen (§4.1, A-21). A ring triggers whenever its card enters
its owner's zone, from any source (A-30). The effects themselves live where the suit powers
live (powers.py) and in collecting (state.py); this module is the table and the deal.
"""

from __future__ import annotations

from ...i18n import N_, _, comma
from .cards import ASTROLABE, CHEST, COIN, DAGGER, HORSESHOE, MAP, PISTOL, SNAKE

# (code, display name, the suit it changes, one-line effect). Order and effects: the rules
# page's table, word for word (a test compares them). Names and effects are catalog
# messages, translated when shown (``ring_name``, ``_(effect)``).
RING_INFO: tuple[tuple[str, str, int, str], ...] = (
    (
        "snake_charmer",
        N_("Snake-charmer's ring"),
        SNAKE,
        N_("a snake banks the zone at once instead of forcing two more cards"),
    ),
    (
        "mugger",
        N_("Mugger's ring"),
        PISTOL,
        N_(
            "your pistol steals an opponent's top card whose suit is not in your zone and plays "
            "it; if none, it burns as usual"
        ),
    ),
    (
        "blade",
        N_("Blade ring"),
        DAGGER,
        N_(
            "your dagger may steal any top card; a second card of a suit does not bust you (a "
            "third does)"
        ),
    ),
    (
        "wealth_lover",
        N_("Wealth-lover's ring"),
        CHEST,
        N_("banking chest and key pays twice as many bonus cards"),
    ),
    (
        "goldsmith",
        N_("Goldsmith's ring"),
        COIN,
        N_("+5 points at the end, once, if your bank holds a coin"),
    ),
    (
        "map_reader",
        N_("Map-reader's ring"),
        MAP,
        N_("your map lets you pick any card from the whole burnt pile"),
    ),
    (
        "rogue",
        N_("Rogue's ring"),
        HORSESHOE,
        N_("your horseshoe plays two of your cards, one after the other"),
    ),
    (
        "fortune_teller",
        N_("Fortune-teller's ring"),
        ASTROLABE,
        N_("your astrolabe shows you the top three cards"),
    ),
)
RINGS: tuple[str, ...] = tuple(info[0] for info in RING_INFO)
RING_INDEX = {code: i for i, code in enumerate(RINGS)}
(SNAKE_CHARMER, MUGGER, BLADE, WEALTH_LOVER, GOLDSMITH, MAP_READER, ROGUE, FORTUNE_TELLER) = range(
    len(RINGS)
)
NO_RING = -1
GOLDSMITH_BONUS = 5


def ring_name(ring: int) -> str:
    """The ring's name in the current language."""
    return _(RING_INFO[ring][1])


def ring_index(code: str) -> int:
    """The ring of a code word (``mugger``), or a clear ``ValueError``."""
    key = str(code).strip().lower().replace("-", "_").replace(" ", "_")
    key = key.removesuffix("_ring").removesuffix("'s").removesuffix("s")
    for candidate in (key, key + "s"):
        if candidate in RING_INDEX:
            return RING_INDEX[candidate]
    raise ValueError(
        _("'{code}' is not a ring. Rings: {rings}.").format(code=code, rings=comma().join(RINGS))
    )


def check_offers(offers, players: int) -> tuple[tuple[int, int], ...]:
    """Validate a stacked ring deal: two different rings per seat, no ring twice."""
    offers = list(offers)
    if len(offers) != players:
        raise ValueError(f"A ring deal needs two rings for each of the {players} players.")
    out = []
    for seat, pair in enumerate(offers):
        pair = list(pair)
        if len(pair) != 2:
            raise ValueError(f"P{seat + 1} must be offered exactly two rings, not {len(pair)}.")
        out.append(
            (
                ring_index(pair[0]) if isinstance(pair[0], str) else int(pair[0]),
                ring_index(pair[1]) if isinstance(pair[1], str) else int(pair[1]),
            )
        )
    flat = [r for pair in out for r in pair]
    if any(not 0 <= r < len(RINGS) for r in flat):
        raise ValueError("A ring number must be from 0 to 7.")
    if len(set(flat)) != len(flat):
        raise ValueError("Each ring can be dealt only once: there is one of each.")
    return tuple(out)
