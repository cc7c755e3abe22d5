"""Building a game's ``Options`` dataclass from what a player, a save or the CLI gives.

Every game's options are a dataclass with every field defaulted. Names that do not exist are
refused with a suggestion; values given as text (``hand_size=4`` on the command line) are
converted to the field's type. Whether a value makes sense is the game's own check.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import typing
from collections.abc import Iterable, Mapping
from typing import Any, Literal, get_args, get_origin

from ..i18n import N_, _, comma
from .errors import OptionError

_TRUE = {"1", "true", "yes", "on", "y"}
_FALSE = {"0", "false", "no", "off", "n"}


# An options class never changes: its fields and their types are worked out once (resolving
# the annotations costs as much as a hundred moves of a game).
@functools.cache
def _fields(options_cls: type) -> dict[str, dataclasses.Field]:
    return {f.name: f for f in dataclasses.fields(options_cls)}


@functools.cache
def _types(options_cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(options_cls)
    return {name: hints.get(name, Any) for name in _fields(options_cls)}


@functools.cache
def _names(options_cls: type) -> tuple[str, ...]:
    return tuple(_fields(options_cls))


def option_fields(options_cls: type) -> dict[str, dataclasses.Field]:
    return dict(_fields(options_cls))


def option_types(options_cls: type) -> dict[str, Any]:
    return dict(_types(options_cls))


@functools.cache
def _default(options_cls: type) -> Any:
    return options_cls()


def options_dict(options: Any) -> dict[str, Any]:
    """A fresh ``{name: value}`` of an options instance (views, saves): what
    ``dataclasses.asdict`` gives for options, whose values are plain, without its deep copy."""
    return {name: getattr(options, name) for name in _names(type(options))}


def build_options(
    options_cls: type,
    value: Any = None,
    overrides: Mapping[str, Any] | None = None,
    *,
    game: str = N_("this game"),
) -> Any:
    """An ``options_cls`` instance from None, an instance, or a mapping, plus overrides."""
    if not overrides:  # the common cases: nothing to convert
        if value is None:
            return _default(options_cls)
        if type(value) is options_cls:
            return value  # frozen, and checked when it was built
    if value is None:
        merged: dict[str, Any] = {}
    elif isinstance(value, options_cls):
        merged = options_dict(value)
    elif isinstance(value, Mapping):
        merged = dict(value)
    else:
        raise OptionError(
            _("Options for {game} must be a mapping of names to values, not {value!r}.").format(
                game=_(game), value=value
            )
        )
    merged.update(overrides or {})
    fields = _fields(options_cls)
    types = _types(options_cls)
    clean: dict[str, Any] = {}
    for name, raw in merged.items():
        if name not in fields:
            raise OptionError(unknown_option_message(name, fields, game))
        clean[name] = coerce(name, raw, types[name])
    return options_cls(**clean)


def unknown_option_message(name: str, known: Iterable[str], game: str) -> str:
    known = sorted(known)
    close = difflib.get_close_matches(str(name), known, n=1)
    # the game's name is a catalog message (its spec's title), translated here
    if close:
        return _(
            "{game} has no option '{name}'. Did you mean '{close}'? Its options are: {options}."
        ).format(game=_(game), name=name, close=close[0], options=comma().join(known))
    return _("{game} has no option '{name}'. Its options are: {options}.").format(
        game=_(game), name=name, options=comma().join(known)
    )


def coerce(name: str, raw: Any, kind: Any) -> Any:
    """Convert ``raw`` (often text) to the field type; refuse what cannot be converted."""
    origin = get_origin(kind)
    if origin is Literal:
        allowed = get_args(kind)
        for choice in allowed:
            if raw == choice or (isinstance(raw, str) and str(choice) == raw.strip()):
                return choice
        shown = comma().join(repr(a) for a in allowed)
        raise OptionError(
            _("Option '{name}' must be one of {choices}, not {value!r}.").format(
                name=name, choices=shown, value=raw
            )
        )
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        args = [a for a in get_args(kind) if a is not type(None)]
        blank = raw is None or (isinstance(raw, str) and raw.strip().lower() in {"none", ""})
        if blank and type(None) in get_args(kind):
            return None
        for arg in args:
            try:
                return coerce(name, raw, arg)
            except OptionError:
                continue
        raise OptionError(_("Option '{name}' cannot be {value!r}.").format(name=name, value=raw))
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.strip().lower() in _TRUE | _FALSE:
            return raw.strip().lower() in _TRUE
        raise OptionError(
            _("Option '{name}' is on or off (true/false), not {value!r}.").format(
                name=name, value=raw
            )
        )
    if kind is int:
        if isinstance(raw, bool):
            raise OptionError(
                _("Option '{name}' must be a whole number, not {value!r}.").format(
                    name=name, value=raw
                )
            )
        if isinstance(raw, int):
            return raw
        try:
            return int(str(raw).strip())
        except ValueError:
            raise OptionError(
                _("Option '{name}' must be a whole number, not {value!r}.").format(
                    name=name, value=raw
                )
            ) from None
    if kind is float:
        try:
            return float(raw)
        except (TypeError, ValueError):
            raise OptionError(
                _("Option '{name}' must be a number, not {value!r}.").format(name=name, value=raw)
            ) from None
    if kind is str:
        if isinstance(raw, str):
            return raw.strip()
        raise OptionError(
            _("Option '{name}' must be text, not {value!r}.").format(name=name, value=raw)
        )
    return raw


def parse_option_pairs(pairs: Iterable[str]) -> dict[str, str]:
    """``["hand_size=4", "show_bottom_card=yes"]`` -> a mapping (values still text)."""
    out: dict[str, str] = {}
    for pair in pairs:
        if "=" not in pair:
            raise OptionError(
                _("Write options as name=value, for example hand_size=4, not {pair!r}.").format(
                    pair=pair
                )
            )
        key, _eq, val = pair.partition("=")
        out[key.strip()] = val.strip()
    return out


def describe_options(options_cls: type) -> list[tuple[str, Any, str]]:
    """(name, default, type text) for every option, for help screens and the setup form."""
    out = []
    types = _types(options_cls)
    for f in dataclasses.fields(options_cls):
        default = f.default if f.default is not dataclasses.MISSING else f.default_factory()
        out.append((f.name, default, _type_text(types[f.name])))
    return out


def _type_text(kind: Any) -> str:
    if get_origin(kind) is Literal:
        return " | ".join(str(a) for a in get_args(kind))
    return getattr(kind, "__name__", str(kind))
