"""A save keeps the rounds played with the coach shown (counted apart, as undo is), and a
damaged list of them is refused with a sentence like every other damaged field."""

from __future__ import annotations

import pytest
from tui.store_helpers import played_match

from cardtui.store.saves import SaveError, SaveGame, coached_rounds


def test_the_coached_rounds_go_with_the_save_and_back():
    match = played_match(3)
    coached_rounds(match).add(1)
    data = SaveGame.of(match).to_dict()
    assert data["coached"] == [1]
    again = SaveGame.from_dict(data)
    assert coached_rounds(again.new_match()) == {1}
    plain = SaveGame.of(played_match(3)).to_dict()
    assert "coached" not in plain  # nothing written when nothing was coached
    assert coached_rounds(SaveGame.from_dict(plain).new_match()) == set()


@pytest.mark.parametrize("bad", ["1", [0], [2], [1.5], [True, "x"], {"1": 1}, [10**400]])
def test_a_damaged_coached_list_is_refused_with_a_sentence(bad):
    data = SaveGame.of(played_match(3)).to_dict()
    data["coached"] = bad
    with pytest.raises(SaveError, match="played with the coach"):
        SaveGame.from_dict(data)
