"""What a spectator may see: the public view of a round, built from the seats' own views.

No game has a ``view(None)``, so the public view starts from seat 0's view and takes out what
is private, game by game:

- a seat's own cards (``hand``, a Hidden Unders follow-up draw) become empty;
- per-seat entries that each seat sees only of itself (the cards a seat is known to hold
  with Hidden Unders' memory aid, a Zirkhaki ring before the rings are revealed) show what the
  *other* seats see of that seat;
- keys present in one seat's view only (a Zirkhaki astrolabe peek, a ring offer) are dropped,
  even when several seats happen to hold the same secret;
- and, failing closed, any other key whose value is not the same in every seat's view is
  dropped too, so a key a game adds later cannot leak before someone decides what it shows.
"""

from __future__ import annotations

from typing import Any

from ..core.protocol import State

# game -> key -> how to make it public ("empty", "others", "drop")
RULES: dict[str, dict[str, str]] = {
    "xeri": {"hand": "empty"},
    "hidden_unders": {"hand": "empty", "followup_cards": "empty", "known": "others"},
    "zirkhaki": {"peek": "drop", "ring_offer": "drop", "rings": "others"},
}
BOOKKEEPING = {"game", "player"}


def public_view(state: State) -> dict[str, Any]:
    """The view of a spectator who sits at no seat: plain JSON data, ``player`` None."""
    n = state.players
    views = [state.view(p).to_dict() for p in range(n)]
    game = views[0]["game"]
    rules = RULES.get(game, {})
    out: dict[str, Any] = {"game": game, "player": None}
    keys = dict.fromkeys(k for v in views for k in v if k not in BOOKKEEPING)  # in order
    for key in keys:
        how = rules.get(key)
        if how == "drop":
            continue
        if how == "empty":
            out[key] = _empty(views[0].get(key))
        elif how == "others":
            # entry q as a seat other than q sees it
            out[key] = [views[(q + 1) % n][key][q] for q in range(n)]
        elif all(key in v and v[key] == views[0][key] for v in views):
            out[key] = views[0][key]
    return out


def _empty(value: Any) -> Any:
    if isinstance(value, list):
        return []
    if isinstance(value, dict):
        return {}
    return None
