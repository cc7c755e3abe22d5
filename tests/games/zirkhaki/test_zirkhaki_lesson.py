"""Zirkhaki's lesson: drawing (R1), banking (R6), the bust and the carpet (R5), and every
suit's power (R4.1-R4.9) and the chest and key bonus (R6.2) happen when it is played through
by keys to its end."""

from __future__ import annotations

from games.lesson_helpers import (
    kinds,
    play_through,
)

from cardtui.games import lessons
from cardtui.games.zirkhaki.cards import SUIT_NAMES
from cardtui.games.zirkhaki.lesson import LESSON


def test_the_registry_finds_the_zirkhaki_lesson():
    assert lessons.get("zirkhaki") is LESSON


def test_r1_r4_r5_r6_every_rule_and_power_the_lesson_names_happens():
    run, per_step = play_through(LESSON)
    mine = [e for step in per_step for e in step if e.seat == 0]
    assert {"draw", "bank", "bust", "bonus", "peek"} <= set(kinds(mine))
    effects = {(e.data["suit"], e.data["effect"]) for e in mine if e.kind == "power"}
    assert {("astrolabe", "peek"), ("pistol", "burn"), ("snake", "snake"), ("map", "lift")} <= (
        effects
    )
    sources = {e.data["source"] for e in mine if e.kind == "place"}
    assert sources == {"opp_bank", "own_bank", "burnt"}  # dagger, horseshoe, map
    bust = next(e for e in mine if e.kind == "bust")
    assert bust.data["saved"] == ["pistol5"]  # R5: the carpet saves the card before it
    bank = next(e for step in per_step for e in step if e.kind == "bonus")
    assert bank.data["count"] == 4  # R6.2: as many as banked, chest and key included
    # Every one of the ten suits went through the learner's zone.
    entered = {c.rstrip("0123456789") for e in mine if e.kind in ("draw", "place") for c in e.cards}
    assert entered == set(SUIT_NAMES)
    assert 10 <= len(LESSON.steps) <= 25
    assert not run.state.is_over  # a natural stop: the closing words tell the end
