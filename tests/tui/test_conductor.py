"""The conductor without Textual: a recording host runs bots at once, in the same thread."""

from __future__ import annotations

import pytest

from cardtui.core import Match, Seat
from cardtui.core.text import with_names
from cardtui.games import get
from cardtui.tui.conductor import Conductor, Phase, TableSetup


class RecordingHost:
    """Does what the table screen does, minus the drawing: remembers every call."""

    def __init__(self, *, hold_timers: bool = False) -> None:
        self.calls: list[tuple] = []
        self.shown: list[tuple[int, bool]] = []  # (view seat, hand hidden)
        self.views: list = []  # every view shown
        self.handoffs: list = []
        self.results: list = []
        self.timers: list = []
        self.hold_timers = hold_timers
        self.asked: list[int] = []
        self.match = None  # set by conductor_for
        self.saved: list[int] = []  # moves in the match's log each time it changed

    def match_changed(self):
        self.saved.append(sum(len(r) for r in self.match.log))

    def round_started(self, round_no, dealer):
        self.calls.append(("round", round_no, dealer))

    def show_table(self, view, *, hide_hand, others):
        self.shown.append((view.player, hide_hand))
        self.views.append(view)

    def screen_left(self, seat):
        self.calls.append(("left", seat))

    def ask_human(self, seat, legal):
        self.asked.append(seat)

    def bot_thinking(self, seat, paused):
        self.calls.append(("thinking", seat, paused))

    def bot_move(self, seat, action):
        self.calls.append(("bot", seat, action.code))

    def record_events(self, seat, events, by_bot):
        self.calls.append(("events", seat, [e.kind for e in events]))

    def hand_over(self, seat, recent, done):
        self.handoffs.append((seat, done))

    def took_screen(self, seat, recent):
        self.calls.append(("took", seat))

    def round_over(self, result):
        self.results.append(result)

    def run_bot(self, think, done):
        done(think())

    def later(self, delay, callback):
        if self.hold_timers:
            self.timers.append(callback)
        else:
            callback()


def conductor_for(seats, *, seed=5, delay=0.0, host=None, **options):
    match = Match(get("xeri"), seats, options or None, seed=seed)
    host = host or RecordingHost()
    host.match = match
    return Conductor(host, match, bot_delay=delay), host


def test_with_names_swaps_seat_references():
    names = ["Ann", "[Bob]"]
    assert with_names("P1 plays 7♥ on P2's 7♣; P3 stays", names) == (
        "Ann plays 7♥ on [Bob]'s 7♣; P3 stays"
    )
    assert with_names("TP1 and P12", names) == "TP1 and P12"


def test_bots_alone_play_a_whole_round_and_report_it():
    conductor, host = conductor_for(
        [Seat.bot("easy", "A"), Seat.bot("normal", "B")], match_mode="rounds", rounds=1
    )
    conductor.start()
    assert conductor.phase is Phase.MATCH_OVER
    assert len(conductor.actions) == 48  # 4 deals of 6 cards for 2 players
    assert len(host.results) == 1 and host.results[0].detail["checksum"] in (22, 25)
    assert not host.asked and not host.handoffs


def test_every_move_goes_through_the_match_log_and_is_announced_for_saving():
    conductor, host = conductor_for(
        [Seat.bot("easy", "A"), Seat.bot("normal", "B")], match_mode="rounds", rounds=1
    )
    conductor.start()
    # Once at the start (a new match replaces the last autosave), then after every move.
    assert host.saved == list(range(49))
    assert conductor.match.log == [conductor.actions] and len(conductor.actions) == 48
    kinds = [c[2] for c in host.calls if c[0] == "events"]
    assert kinds[0] == ["deal"]  # the opening deal is announced before the first move
    assert kinds[-1][-1] == "round_over"


def test_human_choice_goes_through_submit_and_bad_input_changes_nothing():
    conductor, host = conductor_for([Seat.human("Ann"), Seat.bot("easy", "Bob")], seed=3)
    conductor.start()
    assert conductor.phase is Phase.HUMAN
    state = conductor.match.state
    seat = state.current_player
    assert seat == 0 and host.asked == [0]
    before = state.snapshot()
    problem = conductor.submit("play ZZ")
    assert problem and "not a card" in problem
    assert state.snapshot() == before and conductor.phase is Phase.HUMAN
    assert conductor.submit(state.legal_actions()[0]) is None
    # The bot answered at once, so it is Ann's turn again with one card fewer.
    assert conductor.phase is Phase.HUMAN
    assert len(conductor.match.state.view(0)["hand"]) == 5
    assert conductor.actions[0].startswith("play ")


def test_submit_out_of_turn_is_refused():
    conductor, _ = conductor_for(
        [Seat.bot("easy", "A"), Seat.bot("easy", "B")],
        host=RecordingHost(hold_timers=True),
        delay=1.0,
    )
    conductor.start()
    assert conductor.phase is Phase.SHOWING  # a bot's move is on screen
    assert conductor.submit("play 2C") == "Wait for your turn."


def test_hot_seat_covers_the_table_until_the_next_player_confirms():
    conductor, host = conductor_for([Seat.human("Ann"), Seat.human("Sara")], seed=8)
    conductor.start()
    assert conductor.phase is Phase.HANDOFF
    first = conductor.seat_to_act
    # Nobody confirmed: the table shows the public view, no hand at all.
    assert host.shown[-1][1] is True and host.views[-1]["hand"] == []
    seat, done = host.handoffs[-1]
    assert seat == first
    done()
    assert conductor.phase is Phase.HUMAN and host.shown[-1] == (first, False)
    assert host.views[-1]["hand"]
    conductor.submit(conductor.match.state.legal_actions()[0])
    assert conductor.phase is Phase.HANDOFF
    nxt, done = host.handoffs[-1]
    assert nxt != first
    # The last player's hand is hidden at once, and what was shown for them goes too.
    assert host.shown[-1] == (first, True) and host.views[-1]["hand"] == []
    assert ("left", first) in host.calls
    done()
    assert host.shown[-1] == (nxt, False)


def zirkhaki_conductor(deck_top: str, *, cover_always: bool = False, **options):
    """Ann and Bob at a stacked Zirkhaki table; covers only for secrets unless asked."""
    from cardtui.games.zirkhaki.cards import START_DRAW, card

    first = [card(c) for c in deck_top.split()]
    deck = [c.code for c in first + [c for c in START_DRAW if c not in first]]
    seats = [Seat.human("Ann"), Seat.human("Bob")]
    match = Match(get("zirkhaki"), seats, options or None, seed=4, first_dealer=1, deck=deck)
    host = RecordingHost()
    host.match = match
    return Conductor(host, match, bot_delay=0.0, cover_always=cover_always), host


def test_hot_seat_without_secrets_passes_the_turn_with_a_banner_not_a_cover():
    conductor, host = zirkhaki_conductor("coin9 key5 map3")
    conductor.start()
    # Covers kept for secrets, and nothing in a simple Zirkhaki game is private: no pass
    # screen, only "Ann's turn".
    assert conductor.phase is Phase.HUMAN and not host.handoffs
    assert ("took", 0) in host.calls and conductor.viewer == 0
    assert conductor.submit("draw") is None and conductor.submit("bank") is None
    assert conductor.phase is Phase.HUMAN and conductor.viewer == 1 and not host.handoffs
    assert ("left", 0) in host.calls and ("took", 1) in host.calls


def test_hot_seat_covers_the_table_after_a_private_peek():
    # Ann's astrolabe shows her the coin on top (A-6: a secret); she banks, so Bob sits
    # down only behind a cover, and he draws the coin without having seen her peek.
    conductor, host = zirkhaki_conductor("astrolabe3 coin9 key5")
    conductor.start()
    assert conductor.submit("draw") is None
    assert host.views[-1]["peek"]  # Ann sees the top card
    assert conductor.submit("bank") is None
    assert conductor.phase is Phase.HANDOFF and host.handoffs[-1][0] == 1
    assert host.views[-1].get("peek") in (None, [], ())
    host.handoffs[-1][1]()
    assert conductor.viewer == 1 and conductor.phase is Phase.HUMAN


def test_a_bot_between_two_humans_plays_in_front_of_the_public_view_only():
    seats = [Seat.human("Ann"), Seat.bot("easy", "Bot"), Seat.human("Cy"), Seat.bot("easy", "Dee")]
    conductor, host = conductor_for(seats, seed=3)
    conductor.start()
    while conductor.phase is not Phase.HANDOFF or conductor.seat_to_act != 0:
        if conductor.phase is Phase.HANDOFF:
            host.handoffs[-1][1]()
        else:
            conductor.submit(conductor.match.state.legal_actions()[0])
    host.handoffs[-1][1]()  # Ann sits down
    assert conductor.viewer == 0 and host.views[-1]["hand"]
    shown = len(host.views)
    conductor.submit(conductor.match.state.legal_actions()[0])  # Ann plays; the bot answers
    after = host.views[shown:]
    assert after and all(v["hand"] == [] for v in after)  # Ann's hand never stays up
    assert conductor.viewer is None and conductor.phase is Phase.HANDOFF


def test_a_dialog_holds_a_bot_move_until_it_closes():
    host = RecordingHost(hold_timers=True)
    conductor, _ = conductor_for(
        [Seat.human("Ann"), Seat.bot("easy", "B")], host=host, delay=0.5, seed=2
    )
    conductor.start()
    if conductor.phase is Phase.HUMAN:
        conductor.submit(conductor.match.state.legal_actions()[0])
    assert conductor.phase is Phase.SHOWING
    moves = len(conductor.actions)
    conductor.hold()  # Ann opened "Leave this match?"
    host.timers.pop()()
    assert len(conductor.actions) == moves and conductor.phase is Phase.SHOWING
    conductor.release()
    assert len(conductor.actions) == moves + 1 and conductor.phase is Phase.HUMAN


def test_stale_handoff_confirmation_is_ignored():
    conductor, host = conductor_for([Seat.human("Ann"), Seat.human("Sara")], seed=8)
    conductor.start()
    _, done = host.handoffs[-1]
    conductor.stop()  # the player left the table
    done()
    assert conductor.phase is Phase.IDLE


def test_pause_holds_a_bot_move_until_resumed():
    host = RecordingHost(hold_timers=True)
    conductor, _ = conductor_for(
        [Seat.bot("easy", "A"), Seat.bot("easy", "B")], host=host, delay=0.5
    )
    conductor.start()
    assert conductor.phase is Phase.SHOWING and len(host.timers) == 1
    assert conductor.toggle_pause() is True
    host.timers.pop()()  # the timer fires while paused: nothing is played
    assert conductor.actions == [] and conductor.phase is Phase.SHOWING
    conductor.toggle_pause()  # resuming plays the held move
    assert len(conductor.actions) == 1


def test_paused_bot_does_not_start_thinking():
    host = RecordingHost(hold_timers=True)
    conductor, _ = conductor_for(
        [Seat.bot("easy", "A"), Seat.bot("easy", "B")], host=host, delay=0.5
    )
    conductor.paused = True
    conductor.start()
    assert conductor.phase is Phase.THINKING
    assert ("thinking", conductor.seat_to_act, True) in host.calls
    assert not any(c[0] == "bot" for c in host.calls)


def test_next_round_rotates_the_dealer():
    conductor, host = conductor_for(
        [Seat.bot("easy", "A"), Seat.bot("easy", "B")], match_mode="rounds", rounds=2
    )
    conductor.start()
    assert conductor.phase is Phase.ROUND_OVER
    dealer = conductor.match.dealer
    conductor.next_round()
    assert conductor.match.dealer == (dealer + 1) % 2
    assert ("round", 2, conductor.match.dealer) in host.calls


def test_watching_shows_every_hand_to_the_onlookers():
    seen = {}

    class Watcher(RecordingHost):
        def show_table(self, view, *, hide_hand, others):
            seen["others"] = sorted(others)
            super().show_table(view, hide_hand=hide_hand, others=others)

    conductor, _ = conductor_for(
        [Seat.bot("easy", "A")] + [Seat.bot("easy", n) for n in "BCD"],
        host=Watcher(hold_timers=True),
        delay=1,
    )
    conductor.start()
    assert conductor.watching and seen["others"] == [1, 2, 3]


def test_table_setup_rematch_keeps_seats_and_rules_but_not_the_seed():
    setup = TableSetup(
        "xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")], {"hand_size": 4}, seed=11
    )
    again = setup.rematch()
    assert again.seats == setup.seats and again.options == {"hand_size": 4}
    assert again.seed is None


def test_table_setup_explains_a_table_the_game_refuses():
    setup = TableSetup("xeri", [Seat.human("A"), Seat.human("B"), Seat.human("C")])
    with pytest.raises(ValueError, match="cannot be played by 3"):
        setup.build_match()
