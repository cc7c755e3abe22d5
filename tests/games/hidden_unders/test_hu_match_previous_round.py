"""R18/first_player: a match passes the last round to the next, so the previous winner leads."""

import cardtui.games as games
from cardtui.bots import make
from cardtui.core import Match, Seat


def finish_round(match, bots):
    while not match.state.is_over:
        seat = match.state.current_player
        match.apply(bots[seat].choose(match.state.view(seat), match.state.legal_actions()))
    return match.finish_round()


def test_first_player_previous_winner_leads_the_next_round():
    spec = games.get("hidden_unders")
    seats = [Seat.bot("normal") for _ in range(3)]
    match = Match(
        spec, seats, {"first_player": "previous_winner", "target": 5}, seed=3, first_dealer=0
    )
    bots = [make("hidden_unders", "normal", seed=s) for s in range(3)]
    result = finish_round(match, bots)
    match.next_round()
    assert result.winners and result.winners[0] != (match.dealer + 1) % 3  # not the default
    assert match.state.current_player == result.winners[0]
