"""The rules side in the pseudo-language: every sentence a player reads from core/, games/ and
bots/ comes through the catalog (issue 28). Rounds are played by seeded random choices; each
event's sentence, the refusals of wrong moves, the option words, the lessons, the results and
the coach's reasons are read in ``qps`` and must hold no English outside ⟦…⟧."""

from __future__ import annotations

import random
import re
from dataclasses import fields

import pytest

from cardtui import games
from cardtui.core.errors import IllegalAction, OptionError
from cardtui.core.lesson import LessonRun
from cardtui.core.seats import Seat, level_name
from cardtui.games import lessons
from cardtui.i18n import _, set_language
from cardtui.i18n.pseudo import bypassed

GAMES = ("zirkhaki", "hidden_unders", "xeri")
PLAYERS = {"zirkhaki": 3, "hidden_unders": 3, "xeri": 2}
# Move codes are typed by players as they are (play 7H, draw, ring mugger): a refusal quotes
# them back, and "Allowed:" lists them. The card and ring code words are notation too.
NOTATION = (
    "play", "overs", "flip", "take", "done", "pass", "swap", "exchange", "ready",
    "draw", "bank", "choose", "ring", "nonsense", "move",
)  # fmt: skip


pytestmark = pytest.mark.usefixtures("qps")


_INNERMOST = re.compile(r"⟦[^⟦⟧]*⟧")


def clean(text: str, extra: tuple[str, ...] = ()) -> list[str]:
    """The English words of ``text`` outside every catalog message. A message may hold
    another (a card's suit word inside a sentence): whole messages are taken out innermost
    first, so what follows a nested one still counts as inside its sentence."""
    while True:
        inner = _INNERMOST.sub("", text)
        if inner == text:
            break
        text = inner
    words = tuple(w for item in extra for w in re.split(r"[^A-Za-z]+", item) if w)
    return bypassed(text, allowed=NOTATION + words)


def codes_of(state) -> tuple[str, ...]:
    """The words of the legal moves' codes (a refusal lists them)."""
    return tuple(w for a in state.legal_actions() for w in a.code.split())


def rounds(game: str, seeds=(1, 2, 3)):
    """(state, events) after every move of a few seeded rounds, moves chosen at random."""
    spec = games.get(game)
    for seed in seeds:
        rng = random.Random(seed)
        state = spec.new_state(PLAYERS[game], seed=seed)
        moves = 0
        while not state.is_over and moves < 400:
            action = rng.choice(state.legal_actions())
            yield state, state.apply(action)
            moves += 1


@pytest.mark.parametrize("game", GAMES)
def test_every_event_sentence_of_seeded_rounds_comes_from_the_catalog(game):
    seen = 0
    for _state, events in rounds(game):
        for event in events:
            assert clean(event.text) == [], event.text
            seen += 1
    assert seen > 30


@pytest.mark.parametrize("game", GAMES)
def test_refusals_of_wrong_moves_come_from_the_catalog(game):
    spec = games.get(game)
    said = 0
    for n, (state, _events) in enumerate(rounds(game, seeds=(4,))):
        if state.is_over or n % 3:
            continue
        legal = codes_of(state)
        for text in ("nonsense move", "play", "play 7H 7S 7D", "choose coin9", "take 9", "swap 1"):
            try:
                spec.parse_action(state, text)
            except (IllegalAction, ValueError) as exc:
                assert clean(str(exc), legal) == [], str(exc)
                said += 1
        try:
            state.check_action(object())  # not a move at all: the protocol's own refusal
        except IllegalAction as exc:
            assert clean(str(exc), legal) == [], str(exc)
    assert said > 10


def test_the_round_is_over_refusal_and_core_option_errors():
    spec = games.get("xeri")
    with pytest.raises(OptionError) as err:
        spec.options({"no_such_option": 1})
    assert clean(str(err.value), tuple(f.name for f in fields(spec.Options))) == []
    with pytest.raises(OptionError) as err:
        spec.options({"hand_size": "many"})
    assert clean(str(err.value), ("hand_size", "many")) == []
    with pytest.raises(ValueError) as err:
        games.resolve("chess")
    assert clean(str(err.value), ("chess", *GAMES, "zirkhaki", "xeri")) == []


@pytest.mark.parametrize("game", GAMES)
def test_titles_pitches_presets_and_option_help_come_from_the_catalog(game):
    spec = games.get(game)
    assert clean(_(spec.title)) == []
    assert clean(_(spec.pitch)) == []
    for name in spec.presets:
        assert clean(_(name)) == [], name
    for f in fields(spec.Options):
        help_text = f.metadata.get("help")
        if help_text:
            assert clean(_(help_text)) == [], help_text
    rule = spec.match_rule(PLAYERS[game])
    assert clean(rule.describe()) == []


@pytest.mark.parametrize("game", GAMES)
def test_lesson_steps_come_from_the_catalog(game):
    lesson = lessons.get(game)
    for text in (lesson.title, lesson.intro, lesson.closing):
        assert clean(text) == [], text
    run = LessonRun(lesson)
    while not run.is_done:
        step = run.step
        for text in (step.text, step.after, step.hint, step.topic):
            if text:
                assert clean(text) == [], text
        accepted, sentence = run.try_move("nonsense move")
        assert not accepted
        assert clean(sentence) == [], sentence
        run.skip()
    assert clean(run.instruction()) == []


@pytest.mark.parametrize("game", GAMES)
def test_results_sentences_come_from_the_catalog(game):
    spec = games.get(game)
    finals = 0
    for seed in (5, 6):
        rng = random.Random(seed)
        state = spec.new_state(PLAYERS[game], seed=seed)
        last = []
        while not state.is_over:
            last = state.apply(rng.choice(state.legal_actions()))
        for event in last:
            assert clean(event.text) == [], event.text
            finals += 1
    assert finals


@pytest.mark.parametrize("game", GAMES)
def test_coach_reasons_come_from_the_catalog(game):
    import importlib

    words = importlib.import_module(f"cardtui.games.{game}.coach_words")
    said = 0
    for state, _events in rounds(game, seeds=(7, 8)):
        if state.is_over:
            continue
        seat = state.current_player
        view = state.view(seat)
        for action in state.legal_actions():
            text = words.why(view, action)
            assert clean(text) == [], text
            said += 1
    assert said > 30


def test_review_sentences_are_the_coachs_and_come_from_the_catalog():
    from cardtui.bots.review import _why

    spec = games.get("xeri")
    state = spec.new_state(2, seed=3)
    view = state.view(state.current_player)
    for action in state.legal_actions():
        assert clean(_why(spec, view, action)) == []


def test_bot_level_names_and_default_bot_names_come_from_the_catalog():
    for level in ("random", "easy", "normal", "hard"):
        assert clean(level_name(level)) == []
        assert clean(Seat.bot(level).name) == []


def test_english_is_unchanged_when_switched_back():
    set_language("en")
    spec = games.get("xeri")
    assert spec.match_rule(2).describe() == "First to 151 points"
    assert level_name("hard") == "hard"


def test_a_logged_sentence_and_a_lesson_step_follow_a_language_change():
    set_language("en")
    spec = games.get("xeri")
    state = spec.new_state(2, seed=1)
    event = state.apply(state.legal_actions()[0])[0]
    english = event.text
    assert clean(english) != []  # plain English while the language is English
    set_language("qps")
    assert event.text != english and clean(event.text) == []
    set_language("en")
    assert event.text == english
    step = lessons.get("zirkhaki").steps[0]
    english = step.text
    set_language("qps")
    assert clean(step.text) == [] and step.text != english


# -- store and net: the sentences about files and the lobby's refusals ----------------------


def test_damaged_file_and_settings_sentences_come_from_the_catalog(tmp_path):
    from cardtui.store.files import DataError, parse_json, read_bytes
    from cardtui.store.settings import refused_sentence

    for data in (b"\xff\xfe", b'{"a": ', b"[" * 50 + b"]" * 50, b"NaN"):
        with pytest.raises(DataError) as err:
            parse_json(data, max_depth=4)
        assert clean(str(err.value), ("NaN",)) == [], str(err.value)
    (tmp_path / "folder").mkdir()
    with pytest.raises(DataError) as err:
        read_bytes(tmp_path / "folder", max_bytes=10)
    assert clean(str(err.value), ("folder",)) == []
    said = refused_sentence(["theme", "bot_delay"], {"theme": 3, "bot_delay": "soon"})
    assert clean(said, ("soon",)) == [], said


def test_lobby_refusals_come_from_the_catalog():
    from cardtui.net.messages import FIELDS, REQUIRED, ProtocolError, decode

    # message types and field names are the protocol's words, quoted as they are
    known = (*FIELDS, "type", *(f for fields in REQUIRED.values() for f in fields))

    for raw in ("not json", '{"no": "type"}', '{"type": "nonsense"}', '{"type": "join"}'):
        with pytest.raises(ProtocolError) as err:
            decode(raw, 10_000)
        assert clean(str(err.value), known) == [], str(err.value)
