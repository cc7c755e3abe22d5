"""Tuning benches for the games' heuristic players: strength (``normal`` against ``easy`` in the
arena) and engine speed, one command per game: ``python -m cardtui.bots.tuning.xeri`` (and
``zirkhaki``, ``hidden_unders``). They live with the bots because they use the arena; the games
never import anything from ``cardtui.bots``. ``cardtui bench`` is the everyday speed report.
"""
