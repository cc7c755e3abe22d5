"""A corpus of damaged save files, generated from a real save: cut at many offsets, random
bytes, deep nesting, wrong types in every field, huge fields and files, names with terminal
escapes, links (dangling, a loop, to a folder, to a good save), a folder, a pipe and a device
where a file should be."""

from __future__ import annotations

import json
import os
import random
import stat
from collections.abc import Iterator
from pathlib import Path

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store.saves import SaveGame

ESCAPES = "\x1b]0;TITLE\x07\x1b[2J\x1b]52;c;SGVsbG8=\x07"
ODD = [None, True, -1, 1.5, "x", [], {}, [[1]], {"a": [1]}, 10**30, "[/]" * 3]


def good_save(seed: int = 5, moves: int = 12) -> SaveGame:
    match = Match(get("xeri"), [Seat.human("Ann"), Seat.bot("easy", "Bob")], seed=seed)
    for _ in range(moves):
        match.apply(match.state.legal_actions()[0])
    return SaveGame.of(match)


def _text(data) -> str:
    return json.dumps(data)


def texts(scale: int = 1) -> Iterator[tuple[str, str | bytes]]:
    """(label, content) of every damaged file that is a file."""
    data = good_save().to_dict()
    data["saved_at"] = "2026-01-01T00:00:00+00:00"
    whole = _text(data)
    rng = random.Random(16)
    cuts = sorted(rng.sample(range(1, len(whole) - 1), 10 * scale))
    for cut in [0, *cuts]:
        yield f"cut-{cut}", whole[:cut]
    for i in range(3 * scale):
        yield f"random-{i}", rng.randbytes(rng.randrange(1, 4000))
    yield "deep-list", "[" * 100_000 + "]" * 100_000
    yield "deep-object", '{"a":' * 5_000 + "1" + "}" * 5_000
    yield "deep-in-rounds", _text(data | {"rounds": [[[[[[[[["play 7H"]]]]]]]]]})
    yield "nan", whole.replace('"seed": ', '"seed": NaN, "old": ')
    yield "huge-int", whole.replace('"seed": ', '"seed": ' + "9" * 5000 + ', "old": ')
    for key in [k for k in data if k not in ("format",)]:
        for n, odd in enumerate(ODD):
            yield f"type-{key}-{n}", _text(data | {key: odd})
    seat = data["seats"][0]
    for n, odd in enumerate(ODD):
        yield f"seat-name-{n}", _text(data | {"seats": [seat | {"name": odd}, data["seats"][1]]})
        yield f"seat-kind-{n}", _text(data | {"seats": [seat | {"kind": odd}, data["seats"][1]]})
        yield f"seat-{n}", _text(data | {"seats": [odd, data["seats"][1]]})
        yield f"round-{n}", _text(data | {"rounds": [odd]})
        yield f"move-{n}", _text(data | {"rounds": [[odd]]})
    yield "many-rounds", _text(data | {"rounds": [[]] * 1_100_000})
    yield "long-code", _text(data | {"rounds": [["play " + "7H " * 40_000]]})
    yield "code-escape", _text(data | {"rounds": [["play 7H\x1b[2J"]]})
    yield "huge-name", _text(data | {"name": "N" * (5 * 1024 * 1024)})
    yield (
        "seat-huge-name",
        _text(data | {"seats": [seat | {"name": "S" * (3 * 1024 * 1024)}, data["seats"][1]]}),
    )
    yield "many-seats", _text(data | {"seats": [seat] * 5000})


# Files that load (names cleaned): the app shows them as text, never as terminal commands.
def cleaned_saves() -> Iterator[tuple[str, str]]:
    data = good_save(seed=7).to_dict()
    seat = data["seats"][0]
    yield (
        "escape-name",
        _text(data | {"seats": [seat | {"name": "Ann" + ESCAPES}, data["seats"][1]]}),
    )
    yield "escape-title", _text(data | {"name": "Sunday" + ESCAPES})


def write_corpus(folder: Path, scale: int = 1, *, oversized: bool = True) -> list[Path]:
    """Write the corpus into ``folder``: every damaged file, the links, a folder, a pipe, a
    device when this system lets us make one, and a file past the size limit (sparse)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for label, content in texts(scale):
        path = folder / f"bad-{label}.json"
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        paths.append(path)
    good = folder / "target-good.sav"  # a good save behind a link (not *.json itself)
    good.write_text(_text(good_save(seed=9).to_dict()))
    links = {
        "link-dangling": folder / "nowhere",
        "link-to-folder": folder,
        "link-to-good": good,
    }
    for name, target in links.items():
        (folder / f"{name}.json").symlink_to(target)
        paths.append(folder / f"{name}.json")
    loop_a, loop_b = folder / "link-loop-a.json", folder / "link-loop-b.json"
    loop_a.symlink_to(loop_b)
    loop_b.symlink_to(loop_a)
    paths += [loop_a, loop_b]
    (folder / "a-folder.json").mkdir()
    paths.append(folder / "a-folder.json")
    os.mkfifo(folder / "a-pipe.json")
    paths.append(folder / "a-pipe.json")
    try:
        os.mknod(folder / "a-device.json", stat.S_IFCHR | 0o600, os.makedev(1, 5))  # /dev/zero
        paths.append(folder / "a-device.json")
    except (PermissionError, AttributeError, OSError):
        pass  # not allowed here: the pipe and the links already cover "not a file"
    if oversized:
        big = folder / "bad-oversized.json"
        with open(big, "wb") as fh:
            fh.truncate(9 * 1024 * 1024)  # sparse: past the 8 MB limit, costs no disk
        paths.append(big)
    return paths
