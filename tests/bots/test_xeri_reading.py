"""The reading benchmark's measure (``python -m cardtui.bots.tuning.xeri_reading``)."""

from __future__ import annotations

from cardtui.bots import xeri_policy
from cardtui.bots.tuning.xeri_reading import positions, reading
from cardtui.games.xeri.spec import SPEC


def test_the_inference_from_play_holds_more_of_the_opponents_true_hand_than_a_blind_deal():
    spots = positions(2, seed=500)
    assert len(spots) > 20
    blind, _ = reading(spots, SPEC.determinize, 30)
    inferred, _ = reading(spots, xeri_policy.policy_determinize(SPEC), 30)
    assert 0.08 < blind < 0.2  # about six cards among forty-odd unseen
    assert inferred > blind + 0.02
