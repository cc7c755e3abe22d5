"""``state.spec``: a state finds its game's spec by the game's name, never by importing it.

The spec assembles its game from the parts and no part imports it back (design.md), so the
spec registers itself (``register_spec``) and ``State.spec`` looks it up by ``game``.
"""

import subprocess
import sys

import pytest

from cardtui.core.protocol import GameSpec, State, register_spec


def test_a_state_class_finds_the_spec_registered_under_its_game():
    class Spec(GameSpec):
        name = "test-state-spec-game"

    class Round(State):
        game = "test-state-spec-game"

    spec = register_spec(Spec())
    assert Round.spec is spec
    assert Round().spec is spec
    assert "spec" in vars(Round)  # kept on the class: later reads are a plain attribute


def test_a_state_of_an_unregistered_game_says_so():
    class Round(State):
        game = "no-such-game-anywhere"

    with pytest.raises(AttributeError, match="no game called 'no-such-game-anywhere'"):
        _ = Round.spec


def test_each_game_state_imported_alone_has_its_games_spec():
    # A fresh interpreter that imports only the state module (as the tests and tools do): the
    # package, and so its spec, loads first; the spec never imports the state for this.
    code = (
        "import importlib\n"
        "state = importlib.import_module('cardtui.games.' + NAME + '.state')\n"
        "cls = [c for c in vars(state).values() if getattr(c, 'game', None) == NAME][0]\n"
        "import cardtui.games\n"
        "print(cls.spec is cardtui.games.get(NAME))\n"
    )
    for name in ("xeri", "zirkhaki", "hidden_unders"):
        out = subprocess.run(
            [sys.executable, "-c", f"NAME = {name!r}\n" + code],
            capture_output=True,
            text=True,
            check=True,
        )
        assert out.stdout.strip() == "True", name


def test_the_menu_loads_a_games_spec_without_its_rules_engine():
    code = (
        "import sys, cardtui.games\n"
        "for name in cardtui.games.all():\n"
        "    cardtui.games.get(name)\n"
        "print(sorted(m for m in sys.modules if m.endswith(('.state', '.machine', '.bots'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
