"""The command line and the browser page in the pseudo-language ``qps``: every word they print
comes from the catalog (issue 28), each output checked whole. argparse's own words included:
usage, section titles, -h's help and its refusals are our messages
(cardtui/commands/argtext.py). Allowed: player names, "cardtui", the commands' and games'
names and option names as typed (--seed).
"""

from __future__ import annotations

import html.parser
import io
import json
import re

import pytest
from bots.test_review import xeri_save

from cardtui.cli import main
from cardtui.commands import COMMANDS
from cardtui.core import Seat
from cardtui.i18n import _, current_language
from cardtui.i18n.pseudo import bypassed

NAMES = ("Ann", "Bob", "Cleo", "Dan")  # player names stay as typed
ALLOWED = ("cardtui", *NAMES, *COMMANDS, "poker", "xeri", "zirkhaki", "nosuch", "bogus")
_INNER = re.compile(r"⟦[^⟦⟧]*⟧")
_OPTION = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*")  # option names as typed: --seed, -o


def outside(text: str) -> str:
    """``text`` without its messages: a message built from translated pieces nests ⟦…⟦…⟧…⟧,
    so the innermost are taken out until none is left; option names go too."""
    while True:
        shorter = _INNER.sub(" ", text)
        if shorter == text:
            return _OPTION.sub(" ", text)
        text = shorter


def english(text: str, *also: str) -> list[str]:
    return bypassed(outside(text), allowed=ALLOWED + also)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    if current_language() == "qps":  # the command line picks its language itself (--lang)
        argv = ("--lang", "qps", *argv)
    try:
        code = main(list(argv))
    except SystemExit as exc:  # --help, and argparse's refusals
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_is_translated(qps, capsys, monkeypatch, command):
    monkeypatch.setenv("COLUMNS", "100")
    code, out, err = run(capsys, *([command] if command else []), "--help")
    assert code == 0 and err == ""
    assert "⟦üsàgé: " in out and "⟦õptîõñs" in out  # argparse's own words, ours now
    assert english(out) == []


@pytest.mark.parametrize(
    "argv",
    [
        ["rules"],  # the following arguments are required
        ["nosuch"],  # invalid choice
        ["rules", "xeri", "--bogus"],  # unrecognized arguments
        ["review", "--se", "1", "game.json"],  # ambiguous option
        ["arena", "xeri", "--seed"],  # expected one argument
        ["arena", "xeri", "--games", "x"],  # a bounded number
        ["serve", "--port", "99999"],
        ["play", "xeri", "--watch", "--names", "Ann"],
        ["join", "localhost:7777", "K7QXM", "--game", "xeri"],
        ["join", "localhost:7777", "--players", "3"],
        ["serve", "--public-url", "ftp://x"],
        ["host", "--keyfile", "k.pem"],
    ],
)
def test_usage_errors_are_one_translated_line(qps, capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert english(err) == []


def test_a_rules_options_number(qps):
    from cardtui.commands.common import check_option_pairs

    with pytest.raises(ValueError) as refused:
        check_option_pairs({"hand_size": "1" + "0" * 40})
    assert english(str(refused.value)) == []


@pytest.mark.parametrize(
    "argv",
    [
        ["arena", "xeri", "-o", "hand_size=1e20"],
        ["arena", "xeri", "-o", "hand_size=0"],
        ["arena", "xeri", "-o", "nosuch=1"],
        ["arena", "zirkhaki", "-o", "games=abc"],
        ["arena", "nosuch"],
        ["rules", "nosuch"],
    ],
)
def test_a_games_own_refusals(qps, capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code != 0 and (out + err).strip()
    assert english(out + err) == []


def test_replay_text(qps, capsys, tmp_path):
    from cardtui.core import Match
    from cardtui.games import get
    from cardtui.store.saves import SaveGame

    match = Match(get("xeri"), [Seat.human("Ann"), Seat.human("Cleo")], seed=3)
    for _move in range(5):
        match.apply(match.state.legal_actions()[0])
    path = tmp_path / "game.json"
    SaveGame.of(match).write(path)
    for argv in (["--text", str(path)], ["--text", "--seat", "Dan", str(path)]):
        code, out, err = run(capsys, "replay", *argv)  # whose view? ours
        assert code == 2 and english(err) == []
    done = Match(
        get("xeri"),
        [Seat.human("Ann"), Seat.human("Cleo")],
        {"match_mode": "rounds", "rounds": 1},
        seed=4,
    )
    while not done.state.is_over:
        done.apply(done.state.legal_actions()[0])
    done.finish_round()
    finished = tmp_path / "done.json"
    SaveGame.of(done).write(finished)
    for argv in (["--text", "--seat", "cleo", str(path)], ["--text", str(finished)]):
        code, out, err = run(capsys, "replay", *argv)
        assert code == 0 and out.strip() and err == ""
        assert english(out) == []  # headings, the moves in the rules' sentences, positions


def test_review(qps, capsys, tmp_path):
    path = tmp_path / "game.json"
    xeri_save("3C JC JD QS 6H 5D").write(path)
    code, out, err = run(capsys, "review", str(path), "--iterations", "300", "--seed", "1")
    assert code == 0 and err == ""
    assert "Ann" in out and len(out.splitlines()) > 1
    assert english(out) == []  # the heading, the summary and each decision's sentence
    code, out, err = run(capsys, "review", str(path), "--round", "4")
    assert code == 2 and english(err) == []


def test_stats(qps, capsys):
    from cardtui.store import stats

    code, out, err = run(capsys, "stats")
    assert code == 0 and english(out) == []  # "No statistics yet."
    stats.record_round("xeri", "x", 1, [Seat.human("Ann"), Seat.bot("easy")], [1, 0], [0], None)
    code, out, err = run(capsys, "stats")
    assert code == 0 and err == ""
    assert "Ann" in out
    assert english(out) == []  # each game's title, each player's line and progress


@pytest.mark.parametrize("game", ["xeri", "zirkhaki", "hidden_unders"])
def test_rules(qps, capsys, game):
    code, out, _err = run(capsys, "rules", game, "--plain")
    assert code == 0 and out.strip()
    # The pages name outside things as they are called (h7): "Dead Man's Draw", a site.
    out = out.replace("Dead Man's Draw", "").replace("pagat.com", "")
    assert english(out) == []


def test_arena_report(qps, capsys):
    code, out, err = run(capsys, "arena", "xeri", "--games", "4", "--bots", "easy,random")
    assert code == 0 and out.strip()
    # Bot levels are typed as they are (--bots easy,random): their words in the report are
    # the catalog's, the rows' player labels are the levels as given.
    assert english(out + err, "easy", "random") == []


def test_arena_progress(qps):
    from cardtui.commands.arena import ProgressBar

    stream = io.StringIO()
    bar = ProgressBar("xeri ", stream=stream)
    bar(10, 10)
    assert stream.getvalue().startswith("xeri ⟦") and english(stream.getvalue()) == []


class _Text(html.parser.HTMLParser):
    """The words a visitor reads: text outside scripts and styles, and the title."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        self.skip += tag in ("script", "style")

    def handle_endtag(self, tag):
        self.skip -= tag in ("script", "style")

    def handle_data(self, data):
        if not self.skip:
            self.words.append(data)


@pytest.mark.parametrize("full", [False, True])
def test_the_browser_page(qps, tmp_path, full):
    pytest.importorskip("textual_serve")
    from cardtui.web.server import CardServer, ServeConfig, full_message

    server = CardServer(ServeConfig(tmp_path))
    page = server.templates.get_template("index.html").render(
        nonce="n",
        static_url="/static/",
        websocket_base="",
        font_size=16,
        full=full_message(1) if full else "",
        lang="qps",
        direction="ltr",
    )
    text = _Text()
    text.feed(page)
    shown = "\n".join(text.words)
    assert "⟦" in shown and english(shown) == []
    if not full:  # what the page's script shows when the game closes
        for said in ("The connection to the server was lost.", "Try again"):
            assert json.dumps(_(said)) in page


def test_every_help_and_metavar_is_a_catalog_message():
    """In ``qps`` every help reads translated (it is translated as it is shown), so the sweep
    above cannot see one left unmarked: here each is found among the marked messages."""
    import argparse
    from pathlib import Path

    from babel.messages.extract import extract_from_file

    import cardtui
    from cardtui.cli import build_parser
    from cardtui.commands.argtext import METAVARS, POSITIONALS

    root = Path(cardtui.__file__).parent
    marked = {
        message if isinstance(message, str) else message[0]
        for path in [root / "cli.py", *(root / "commands").glob("*.py")]
        for _line, message, _comments, _context in extract_from_file("python", path)
    }
    parser = build_parser(None)
    parsers = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            parsers += action.choices.values()
    missing = []
    for p in parsers:
        missing += [p.description] if p.description and p.description not in marked else []
        for action in p._actions:
            help_ = getattr(action, "marked_help", action.help)
            if help_ not in (None, argparse.SUPPRESS) and not hasattr(action, "help_text"):
                missing += [help_] if help_ not in marked else []
            if isinstance(action.metavar, str):
                missing += [action.metavar] if action.metavar not in marked else []
            elif action.metavar is None and action.nargs != 0 and action.option_strings:
                missing += [] if action.dest in METAVARS else [action.dest]
            elif action.metavar is None and not action.option_strings:
                missing += [] if action.dest in POSITIONALS else [action.dest]
    assert missing == []
