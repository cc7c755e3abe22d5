"""Zirkhaki's room: everything the app shows of Zirkhaki.

Its table (table.py with table_input.py, table_moves.py and table.tcss), its cards (card.py,
legend.py, card_choice.py), the treasure zone, banks, rings, cards left and scores, the odds
coach (coach.py), its setup form (setup_fields.py) and its words (words.py). Registered in
``cardtui/tui/tables/__init__.py``; its rules are ``cardtui/games/zirkhaki/``.
"""

from .. import Room
from . import words
from .setup_fields import FORM

ROOM = Room(
    table="cardtui.tui.tables.zirkhaki.table:ZirkhakiTable",
    form=FORM,
    move_words=words.move_words,
    public=words.public,
    private=words.private,
)
