"""Hidden Unders' room: everything the app shows of Hidden Unders.

Its table (table.py with table_turn.py, table_text.py and table.tcss), the overs and unders
(over_under.py), the play pile, the other seats' rows, the card pickers, its setup form
(setup_fields.py) and its words (words.py). Registered in ``cardtui/tui/tables/__init__.py``;
its rules are ``cardtui/games/hidden_unders/``.
"""

from .. import Room
from . import words
from .setup_fields import FORM

ROOM = Room(
    table="cardtui.tui.tables.hidden_unders.table:HiddenUndersTable",
    form=FORM,
    move_words=words.move_words,
    public=words.public,
)
