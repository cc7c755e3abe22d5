"""Xeri's room: everything the app shows of Xeri.

Its table (table.py), the captured piles (capture_pile.py), the cards-seen tracker
(tracker.py), its setup form (setup_fields.py) and its words (words.py). Registered in
``cardtui/tui/tables/__init__.py``; its rules are ``cardtui/games/xeri/``.
"""

from .. import Room
from . import words
from .setup_fields import FORM

ROOM = Room(
    table="cardtui.tui.tables.xeri.table:XeriTable",
    form=FORM,
    move_words=words.move_words,
    public=words.public,
)
