"""Guided first rounds ("Learn to play") at each game's own table.

The rules of a lesson (its stacked deal, steps and script) are in ``cardtui.core.lesson`` and
each game's ``lesson.py``. Here: the setup that deals a lesson or picks one up from a save
(``setup.py``), the conductor that checks the learner's moves against the step and plays the
tutor's scripted replies (``conductor.py``), the table mix-in that adds the step panel and the
skip keys to a game's own table screen (``table.py``) and the screen at the lesson's end
(``done.py``).
"""

from .setup import LessonSetup, lesson_line

__all__ = ["LessonSetup", "lesson_line"]
