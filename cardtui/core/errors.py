"""Errors the rules raise. Every message is a sentence a player understands."""


class IllegalAction(ValueError):
    """The action is not allowed now (or is malformed). The state is left unchanged."""


class OptionError(ValueError):
    """An unknown option name, or a value the game cannot use."""
