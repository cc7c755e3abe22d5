"""What every lesson must do, checked for each one the registry holds (a new game's lesson is
checked without a line here): wrong moves refused and harmless, leave and resume, plain words,
only cards the learner may see (the astrolabe's card after the secret peek, R4.1; unders once
flipped, R4), and its rules listed in order and learned by the end. Each game's own file
checks that the rules its lesson names really happen."""

from __future__ import annotations

import pytest
from games.lesson_helpers import (
    check_refusals,
    check_resume,
    check_shows_only_what_the_learner_sees,
    check_topics,
    check_words,
)

from cardtui.games import lessons

CHECKS = [
    check_refusals,
    check_resume,
    check_words,
    check_shows_only_what_the_learner_sees,
    check_topics,
]


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__.removeprefix("check_"))
@pytest.mark.parametrize("game", lessons.names())
def test_every_lesson(game, check):
    check(lessons.get(game))
