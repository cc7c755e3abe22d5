"""The messages that show a table to one seat: its view, the events it may see, its moves.

This is the one place where the server decides what a connection learns about a round, and
it asks one question each time: who is looking? A seated player gets ``state.view(seat)`` and
the events with ``Event.visible(seat)``; a spectator (seat None) gets the public view
(:func:`cardtui.core.public.public_view`, the one the app's hot-seat tables use, laid out
from seat 0) and public events only. Nothing else about the state goes out:
not the seed while the match is played, not another seat's action codes (events describe
moves, with their own visibility).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core import Event, RoundResult, View, jsonable
from ..core.public import public_view
from . import turns

if TYPE_CHECKING:
    from .room import Room


@dataclass
class Move:
    seat: int
    by_bot: bool
    events: list[Event]
    timed_out: bool = False  # a bot played it because the player's time ran out


def visible_events(events: list[Event], seat: int | None) -> list[dict[str, Any]]:
    return [e.to_dict() for e in events if e.visible(seat)]


def view_for(room: Room, seat: int | None) -> dict[str, Any]:
    """The seat's view (with the game's card objects: :func:`messages.encode` writes them as
    codes), or a spectator's public view."""
    state = room.match.state
    return raw_view(state.view(seat) if seat is not None else public_view(state, 0))


def raw_view(view: View) -> dict[str, Any]:
    """A view as a mapping that still holds the game's objects (no plain copy made)."""
    keys = view.keys()  # a View has keys() but cannot be iterated like a dict
    return {"game": view.game, "player": view.player, **{k: view[k] for k in keys}}


def table(room: Room, seat: int | None, history: bool = False) -> dict[str, Any]:
    """Everything ``seat`` (None: a spectator) may know of the match now."""
    match = room.match
    state = match.state
    current = state.current_player
    mine = seat is not None and current == seat and not room.slots[seat].bot_plays
    if match.is_over:
        phase = "match_over"
    elif state.is_over:
        phase = "round_over"
    else:
        phase = "playing"
    out: dict[str, Any] = {
        "room": room.code,
        "seat": seat,
        "round_no": match.round_no,
        "dealer": match.dealer,
        "seq": room.seq,
        "phase": phase,
        "current_player": current,
        "legal": [a.code for a in state.legal_actions()] if mine else [],
        "view": view_for(room, seat),
        "totals": match.totals,
        "round_wins": match.round_wins,
        # Every finished round in brief: a client rebuilds the match rule from them (letters,
        # a target that rose), as the server's own Match did.
        "results": [
            {"round_no": r.round_no, "dealer": r.dealer, "scores": r.scores, "winners": r.winners}
            for r in match.results
        ],
        "rule": match.rule.describe(),
        "known_deal": room.settings.known_deal,
        **turns.deadline_fields(room),
    }
    if state.is_over:
        out["result"] = result_dict(match, match.results[-1])
        out["ready"] = [i for i, s in enumerate(room.slots) if s.ready]
    if history:
        out["opening"] = visible_events(list(getattr(state, "opening", ()) or ()), seat)
        out["history"] = [
            {
                "seat": mv.seat,
                "by_bot": mv.by_bot,
                "events": visible_events(mv.events, seat),
                **({"timed_out": True} if mv.timed_out else {}),
            }
            for mv in room.moves
        ]
    return out


def move_message(room: Room, move: Move, seat: int | None) -> dict[str, Any]:
    return {
        "type": "move",
        "seq": room.seq,
        "seat": move.seat,
        "by_bot": move.by_bot,
        "timed_out": move.timed_out,
        "events": visible_events(move.events, seat),
        "table": table(room, seat),
    }


def result_dict(match: Any, result: RoundResult) -> dict[str, Any]:
    """A finished round: every card may be shown now, and its own seed (which fixes that
    round's deal only: the match's seed, which fixes the rounds to come, stays secret)."""
    out = {
        "round_no": result.round_no,
        "dealer": result.dealer,
        "scores": list(result.scores),
        "winners": list(result.winners),
        "drawn": result.drawn,
        "detail": jsonable(result.detail),
        "round_seed": match.round_seed(result.round_no),
    }
    if match.is_over:
        out["match"] = {"winners": match.winners(), "totals": match.totals, "seed": match.seed}
    return out


def round_over_message(room: Room, result: RoundResult, seat: int | None) -> dict[str, Any]:
    return {
        "type": "round_over",
        "result": result_dict(room.match, result),
        "table": table(room, seat),
    }


def round_started_message(room: Room, seat: int | None) -> dict[str, Any]:
    match = room.match
    opening = list(getattr(match.state, "opening", ()) or ())
    return {
        "type": "round_started",
        "round_no": match.round_no,
        "dealer": match.dealer,
        "events": visible_events(opening, seat),
        "table": table(room, seat),
    }
