"""The words of the Hidden Unders table: prompts, the pile's badge, what a move does, the
flash a burn or a pickup leaves on the pile, and the results tables.

Kept apart from the screen so the screen is about widgets; everything here reads a view, the
legal actions or a round's detail and returns text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.text import Text

from ....core import Action, Event, RoundResult, View
from ....core.cards import card as parse_card
from ....core.match import moves_said
from ....i18n import N_, _, ngettext, number, pgettext
from ...widgets.results_table import results_table
from .opponent_row import ranks_in
from .words import move_words, place

if TYPE_CHECKING:
    from .table import HiddenUndersTable

RANKS = {11: "J", 12: "Q", 13: "K", 14: "A"}  # as printed on the cards: never translated
ALL = {
    2: N_("both"),
    3: N_("all three"),
    4: N_("all four"),
    5: N_("all five"),
    6: N_("all six"),
}


def rank_text(rank: int) -> str:
    return RANKS.get(rank, str(rank))


def known_note(cards: list[Any], room: int, ascii: bool = False) -> str:
    """What the others know of your hand, in ``room`` cells: ``  others know: 3 7×2 Q``; the
    short ``known:`` when that does not fit, cut at a whole rank (see ``ranks_in``)."""
    return "  " + ranks_in([_("others know:"), _("known:")], cards, room - 2, ascii)


def cards_text(cards: list[Any]) -> str:
    return " ".join(str(c) for c in cards)


def special_ranks(view: View) -> set[int]:
    """The ranks that go on anything under the view's rules (2s, 10s, and 3s as mirrors)."""
    # R8, R9 and the three_mirror variant.
    opts = view.get("options") or {}
    return {2, 10, 3} if opts.get("three_mirror") else {2, 10}


def seat_status(view: View, seat: int) -> str:
    """ "out · 1st" for a player who went out (play to the last), "Shithead" for the one left
    holding cards when everyone else is out (R17: the round's loser, not its last place)."""
    finished = view.get("finished") or []
    if seat not in finished:
        return ""
    if len(finished) == len(view["hand_counts"]) and seat == finished[-1]:
        return pgettext("scoreboard", "Shithead")
    # Translators: a player who went out, and in which place ("out · 1st").
    return _("out · {place}").format(place=place(finished.index(seat) + 1))


# -- the pile ----------------------------------------------------------------------------------
def pile_info(view: View) -> Text:
    """Beside the pile: what beats it, the run on top, the stock and the burned heap."""
    opts = view.get("options") or {}
    reset = 10 if opts.get("swap_2_10") else 2
    burn = 2 if opts.get("swap_2_10") else 10
    rank = view["pile_rank"]
    # The ranks (2, 10, J...) are as printed on the cards; counts are in the reader's digits.
    text = Text()
    if rank is None:
        text.append(_("Any card") + "\n", "bold")
        text.append(_("starts the pile") + "\n", "dim")
    elif view.get("pile_max"):
        text.append(_("{rank} or lower").format(rank=rank_text(view["pile_max"])) + "\n", "bold")
        text.append(_("or {reset}").format(reset=reset) + "\n", "dim")
    elif rank == 2 and view["pile"] and view["pile"][-1].rank == reset:
        text.append(_("Any card") + "\n", "bold")
        text.append(_("the {reset} reset it").format(reset=reset) + "\n", "dim")
    else:
        text.append(_("{rank} or higher").format(rank=rank_text(rank)) + "\n", "bold")
        text.append(_("or {reset}, {burn}").format(reset=reset, burn=burn) + "\n", "dim")
    run = view["run"]
    if run >= 2 and view["pile"]:
        need = 3 if opts.get("three_kind_burn") else 4
        # Translators: a run of equal ranks on top of the pile: "Run 7×2" (two 7s).
        line = _("Run {rank}×{n}").format(rank=rank_text(view["pile"][-1].rank), n=number(run))
        text.append(line, "bold")
        if opts.get("four_kind", "run") == "run":
            # Translators: how many of a rank burn the pile ("4 burn").
            text.append(" " + _("({n} burn)").format(n=number(need)) + "\n", "dim")
        else:
            text.append("\n", "dim")
    else:
        text.append("\n")
    if opts.get("short_game"):
        text.append(_("No stock") + "\n", "dim")
    else:
        stock = _("Stock {n}").format(n=number(view["stock_count"]))
        text.append(stock + "\n", "" if view["stock_count"] else "dim")
    text.append(_("Burned {n}").format(n=number(view["burned_count"])), "dim")
    return text


# -- a move in words ---------------------------------------------------------------------------
def describe_action(action: Action) -> str:
    """A move in words (the one wording the replay uses too): ``plays 7♥ 7♠``."""
    return move_words(action.code)


def flash(table: HiddenUndersTable, events: list[Event]) -> tuple[Text | None, list[Any], int]:
    """What the pile shows until the next move: (caption, cards to show dimmed, or a count of
    just-burned cards to take from the view)."""
    ghost: list[Any] = []
    burned = 0
    parts: list[str] = []
    style = "bold"
    for e in events:
        if e.kind == "burn":
            burned = int((e.data or {}).get("count", 0))
            # Why it burned, from the rules' sentence ("(four 7s)"): the rules' own words.
            why = re.search(r"\(([^)]*)\)", e.text)
            n = number(burned)
            if why:
                line = ngettext("BURNED: {n} card, {why}", "BURNED: {n} cards, {why}", burned)
                parts.append(line.format(n=n, why=table.plain(why[1])))
            else:
                parts.append(ngettext("BURNED: {n} card", "BURNED: {n} cards", burned).format(n=n))
        elif e.kind == "pickup":
            ghost = [parse_card(c) for c in e.cards]
            k = len(ghost)
            if e.seat is not None:
                line = ngettext("{name} picked up {n} card", "{name} picked up {n} cards", k)
                parts.append(line.format(name=table.names[e.seat], n=number(k)))
            else:
                line = ngettext("Someone picked up {n} card", "Someone picked up {n} cards", k)
                parts.append(line.format(n=number(k)))
        elif e.kind == "reset":
            parts.append(_("RESET: any card may follow"))
        elif e.kind == "out":
            parts.insert(0, table.text(e.text))
        elif e.kind == "flip":
            parts.append(table.text(e.text).rstrip("."))
    if not parts:
        return None, [], 0
    return Text(" · ".join(parts), style=style), ghost, burned


def move_lines(events: list[Event]) -> list[Event | str]:
    """One move's events for the status line, in the order they happened, with a play and
    the burn or reset it caused in one sentence: "P1 plays 10♠ and burns the pile of 5
    cards." (seat references are swapped for names later)."""
    out: list[Event | str] = []
    for e in events:
        last = out[-1] if out else None
        if (
            e.kind in ("burn", "reset")
            and isinstance(last, Event)
            and last.kind in ("play", "flip")
            and e.seat == last.seat
            and e.seat is not None
        ):
            subject = f"P{e.seat + 1} "
            if not e.text.startswith(subject):  # a language that names the player later:
                out.append(e)  # two whole sentences
                continue
            rest = e.text[len(subject) :]
            played = last.cards[-1] if last.cards else None
            if played is not None:  # "(10♠)": the card just played, said already
                rest = rest.replace(f" ({parse_card(played)})", "")
            # Translators: {first} is a whole sentence without its full stop ("Ann plays
            # 10♠"); {rest} is the next one about the same player, without the name ("burns
            # the pile of 5 cards.").
            out[-1] = _("{first} and {rest}").format(first=last.text.rstrip(".।"), rest=rest)
            continue
        out.append(e)
    return out


_CODE = re.compile(r"\b(10|[2-9TJQKA])([SHDC])\b")


def problem_words(text: str) -> str:
    """A refusal from the rules in the table's words. The rules explain themselves in their
    notation ('play 2S 2C', 'take N') for the command line; at the table that becomes a plain
    sentence, card codes (TD) become cards (10♦), and the list of allowed moves goes, since
    the table lights what may be played."""
    text = text.split(" Allowed:")[0].split(" Moves:")[0].strip()
    if "'" in text:  # a sentence about notation: no use to someone pressing keys
        return _("That move is not allowed now: the cards you may play are the bright ones.")

    return _CODE.sub(lambda m: str(parse_card(m[0])), text)


# -- the human's turn --------------------------------------------------------------------------
def turn_prompt(
    table: HiddenUndersTable, who: str, legal: list[Action], hand: Any, stacks: Any
) -> str:
    """Two lines at most: what to do now and what Enter would do (the footer has the keys)."""
    view = table.view
    mode = table.mode
    if mode == "overs":
        marked = hand.marked_cards
        ask = _("{who}: mark 4 cards to lay face up as overs (Space or 1–8), then Enter.")
        got = " " + _("Marked: {cards}.").format(cards=cards_text(marked)) if marked else ""
        return ask.format(who=who) + got
    if mode == "flip":
        return _(
            "{who}: flip an under, blind (1–4, or ←→ Enter). If it does not fit, you take the pile."
        ).format(who=who)
    if mode == "take_over":
        return _("{who}: nothing fits. Pick the over you take with the pile (1–4).").format(who=who)
    if mode == "mix":
        marked = stacks.marked_cards
        ask = _("{who}: your overs of that rank may go along (Space marks or unmarks one).")
        mine = cards_text(table.mix_hand)
        if marked:
            then = _("Enter plays {cards} with {overs} from your overs.").format(
                cards=mine, overs=cards_text(marked)
            )
        else:
            then = _("Enter plays {cards} alone.").format(cards=mine)
        return ask.format(who=who) + " " + then
    if mode == "swap":
        if view and view.get("swap"):
            return _(
                "{who}: swap an over with {loser}'s? Pick yours (1–4), or n to keep them."
            ).format(who=who, loser=table.names[view["swap"][1]])
        return _(
            "{who}: swap an over with the loser's? Pick yours (1–4), or n to keep them."
        ).format(who=who)
    if mode != "play" or view is None:
        return f"{who}."
    beat = _beat(view)
    if not any(a.code.startswith("play ") for a in legal):
        n = view["pile_size"]
        return ngettext(
            "{who}: nothing you hold goes on {beat}. Enter (or t) picks up the pile: {n} card.",
            "{who}: nothing you hold goes on {beat}. Enter (or t) picks up the pile: {n} cards.",
            n,
        ).format(who=who, beat=beat, n=number(n))
    picker = hand if hand.active else stacks
    items = picker.cards if picker is hand else picker.stacks.overs
    chosen = [items[i] for i in picker.chosen()]
    then = ""
    if chosen:
        then = " " + _("Enter plays {cards}").format(cards=cards_text(chosen))
    under = items[picker.selected] if 0 <= picker.selected < len(items) else None
    if picker.marks and picker.selected not in picker.marks and under is not None:
        # the cursor is elsewhere: Enter still plays the marks, and says so
        then = " " + _("Enter plays the marked {cards} (not {card})").format(
            cards=cards_text(chosen), card=under
        )
    if chosen:
        rank = chosen[0].rank
        group = [i for i in picker.pick_order() if getattr(items[i], "rank", None) == rank]
        if len(group) > len(chosen):
            every = _(ALL[len(group)]) if len(group) in ALL else _("all")
            # Translators: the key a marks every card of a rank: "(a: both 7s)".
            then += " " + _("(a: {every} {rank}s)").format(every=every, rank=rank_text(rank))
        then += "."
    extra = ""
    if view.get("followup_rank") is not None:
        extra = " " + _("n ends the turn.")
    elif view.get("burn_in"):
        extra = " " + _("n passes.")
    elif any(a.code == "take" for a in legal):
        extra = " " + _("t takes the pile.")
    return _task(view, who, beat, from_overs=picker is not hand) + then + extra


def _task(view: View, who: str, beat: str, *, from_overs: bool) -> str:
    """What the player may play now, one sentence per case (with or without "from your
    overs"), so each language puts the words where it wants them."""
    if view.get("burn_in"):
        need = view["burn_in"]["need"]
        rank = rank_text(view["pile"][-1].rank)
        # Translators: a question; {rank}s is a rank in the plural ("7s").
        return _("{who}: burn in out of turn with {n} or more {rank}s?").format(
            who=who, n=number(need), rank=rank
        )
    if view["pile_rank"] is None:
        if from_overs:
            return _("{who}: lead any card from your overs.").format(who=who)
        return _("{who}: lead any card.").format(who=who)
    if view["pile_rank"] == 2 and not view.get("pile_max"):
        if from_overs:
            return _("{who}: play any card from your overs: the pile was reset.").format(who=who)
        return _("{who}: play any card: the pile was reset.").format(who=who)
    if view.get("pile_max"):
        if from_overs:
            return _("{who}: play {beat} from your overs.").format(who=who, beat=beat)
        return _("{who}: play {beat}.").format(who=who, beat=beat)
    # R7: an equal card may be played
    if from_overs:
        return _("{who}: play {beat} or higher from your overs.").format(who=who, beat=beat)
    return _("{who}: play {beat} or higher.").format(who=who, beat=beat)


def why_not(view: View | None) -> str:
    """Why a card of the hand cannot go on the pile now, in a few words."""
    if view is None or view["pile_rank"] is None:
        return _("it is not your turn to play it")
    if view.get("pile_max"):
        return _("only {rank} or lower goes on that 7").format(rank=rank_text(view["pile_max"]))
    return _("it is lower than {beat}").format(beat=_beat(view))


def _beat(view: View | None) -> str:
    if view is None or view["pile_rank"] is None:
        return _("nothing (any card)")
    if view.get("pile_max"):
        return _("{rank} or lower").format(rank=rank_text(view["pile_max"]))
    top = view["pile"][-1] if view["pile"] else None
    if view["pile_rank"] == 2:
        return _("anything (the pile was reset)")
    if top is None or top.rank != view["pile_rank"]:  # a 3 copying the card below it
        return rank_text(view["pile_rank"])
    return str(top)


# -- results -----------------------------------------------------------------------------------
def round_table(table: HiddenUndersTable, result: RoundResult) -> RenderableType:
    """The round's ranking: place, cards left (hand / overs / unders), points."""
    # R16-R17.
    detail = result.detail or {}
    groups = detail.get("ranking") or [[p] for p in range(len(result.scores))]
    scoring = detail.get("scoring", "round_wins")
    if scoring == "penalty_cards":
        column = _("Penalty")
    elif scoring == "letters":
        column = pgettext("column", "Letter")
    else:
        column = pgettext("column", "Won")
    grid = results_table(
        _("Round {n}").format(n=number(result.round_no)),
    )
    grid.add_column("")
    grid.add_column(_("Player"), no_wrap=True, max_width=12, overflow="ellipsis")
    grid.add_column(pgettext("column", "Left"), justify="right")
    grid.add_column(_("Hand/Overs/Unders"), justify="right", style="dim")
    grid.add_column(column, justify="right")
    at = 1
    for i, group in enumerate(groups):
        label = place(at) if len(group) == 1 else f"={place(at)}"
        if detail.get("end") == "last" and i == len(groups) - 1 and len(groups) > 1:
            label = pgettext("scoreboard", "Shithead")  # R17: the one left holding cards loses
        for seat in group:
            left = detail.get("cards_left", [0] * len(result.scores))[seat]
            parts = "/".join(
                number(detail.get(k, [0] * len(result.scores))[seat])
                for k in ("hand", "overs", "unders")
            )
            points = result.scores[seat]
            shown = number(points)
            if scoring == "letters":
                shown = "+" + number(1) if points else "-"
            style = "bold" if seat in result.winners else ""
            grid.add_row(label, Text(table.names[seat], style=style), number(left), parts, shown)
        at += len(group)
    note = Text(style="dim")
    if detail.get("end") == "cap":
        note.append(_("Stopped at the turn cap: ranked by fewest cards left.") + "\n")
    # Every move, as the replay steps through them (the turn cap counts plays only).
    moves, burned = detail.get("moves", detail.get("turns", 0)), detail.get("burned", 0)
    burnt = ngettext("{n} card burned", "{n} cards burned", burned).format(n=number(burned))
    note.append(f"{moves_said(moves)} · {burnt}")
    return Group(grid, note)


def standings(table: HiddenUndersTable) -> RenderableType | None:
    """With letters scoring: each player's letters so far (the base shows points)."""
    rule = table.match.rule
    letters = getattr(rule, "letters", None)
    if letters is None:
        return None
    grid = results_table(
        _("Match"),
        expand=True,
    )
    grid.add_column(_("Player"))
    grid.add_column(_("Letters"))
    grid.add_column(pgettext("column", "Won"), justify="right")
    for seat, name in enumerate(table.names):
        grid.add_row(Text(name), letters(seat) or "-", number(table.match.round_wins[seat]))
    if table.match.is_over:
        won = _(" and ").join(table.names[p] for p in table.match.winners())
        grid.caption = Text(_("{names} won the match!").format(names=won), style="bold")

    else:
        grid.caption = Text(rule.describe())
    return grid
