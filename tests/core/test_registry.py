"""The game registry and the bot registry (foundation issue)."""

import pytest

import cardtui.bots as bots
import cardtui.games as games
from cardtui.core.bot import RandomBot
from support.toy_game import SPEC as TOY


def test_all_lists_the_three_games_in_menu_order():
    assert games.all() == ["zirkhaki", "hidden_unders", "xeri"]


@pytest.mark.parametrize("name", ["zirkhaki", "hidden_unders", "xeri"])
def test_get_returns_a_spec_with_metadata(name):
    spec = games.get(name)
    assert spec.name == name
    assert spec.title
    assert 2 <= spec.min_players <= spec.max_players <= 6


@pytest.mark.parametrize(
    ("alias", "name"),
    [("Hidden Unders", "hidden_unders"), ("palace", "hidden_unders"), ("XERI", "xeri")],
)
def test_aliases(alias, name):
    assert games.get(alias).name == name


def test_unknown_game_suggests():
    with pytest.raises(ValueError, match="Did you mean 'xeri'"):
        games.get("xery")


@pytest.mark.parametrize("name", ["zirkhaki", "hidden_unders", "xeri"])
def test_random_level_exists_for_every_game(name):
    assert isinstance(bots.make(name, "random", seed=1), RandomBot)
    assert bots.levels(name)[0] == "random"


def test_unknown_level_is_a_clear_error():
    with pytest.raises(ValueError, match="no 'genius' bot"):
        bots.make("xeri", "genius")


def test_random_bot_plays_legal_moves_and_is_seeded():
    def game(seed):
        state = TOY.new_state(3, seed=4)
        bot = RandomBot(seed)
        moves = []
        while not state.is_over:
            legal = state.legal_actions()
            action = bot.choose(state.view(state.current_player), legal)
            assert action in legal
            moves.append(action.code)
            state.apply(action)
        return moves, state.scores()

    assert game(1) == game(1)
