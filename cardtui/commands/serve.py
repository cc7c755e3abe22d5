"""``cardtui serve``: play in a web browser.

cardtui serve                              on http://127.0.0.1:8000/ (this machine only)
cardtui serve --port 0                     any free port (the address is printed)
cardtui serve --host 0.0.0.0 --public-url https://cards.example.org/   behind a proxy

Every browser tab runs its own ``python -m cardtui`` (the Python running this command), and
every browser its own data folder. Needs the optional ``web`` extra (textual-serve).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path
from urllib.parse import urlsplit

from ..i18n import N_, _, number

NAME = "serve"
HELP = N_("play in a web browser: serve the game menu at http://127.0.0.1:8000/ (the 'web' extra)")

INSTALL = "python3 -m pip install 'cardtui[web]'"
MAX_SESSIONS = 8

# Translators: keep the line breaks and the two-space indents (a terminal of 100 columns)
WARNING = N_("""\
Warning: cardtui serve is listening on {where}, not only on this machine.
  It has no login and no TLS: anyone who can reach this address can play, and what they send
  and see crosses the network unencrypted. Every visitor starts a process of their own here
  (about 50 MB each, up to --max-sessions {limit} at once).
  Put it behind a proxy that adds a login and TLS (see the README), or serve on 127.0.0.1.""")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help=N_("address to listen on (default 127.0.0.1: this machine only)"),
    )
    parser.add_argument(
        "--port", type=int, default=8000, help=N_("port (default 8000; 0 picks a free one)")
    )
    parser.add_argument(
        "--public-url",
        default=None,
        metavar=N_("URL"),
        help=N_(
            "the address people open when a proxy serves this one, e.g. https://cards.example.org/"
        ),
    )
    parser.add_argument(
        "--data-dir",
        default=None,
        metavar=N_("DIR"),
        help=N_(
            "where each visitor's saves, settings and statistics go, a folder per visitor "
            "(default: 'web' in cardtui's data folder)"
        ),
    )
    parser.add_argument(
        "--max-sessions",
        type=int,
        default=MAX_SESSIONS,
        metavar=N_("N"),
        help=N_("how many games may be open at once, a process each (default %(default)s)"),
    )


def public_url(text: str | None) -> str | None:
    """An http(s) address with a host, normalised to end in "/"."""
    if text is None:
        return None
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(
            _(
                "--public-url must be an http:// or https:// address with a host, not '{url}'."
            ).format(url=text)
        )
    if parts.query or parts.fragment or parts.username or parts.password:
        raise ValueError(
            _("--public-url takes no query, fragment or password: '{url}'.").format(url=text)
        )
    path = parts.path if parts.path.endswith("/") else parts.path + "/"
    return f"{parts.scheme}://{parts.netloc}{path}"


def require_web_extra() -> None:
    if importlib.util.find_spec("textual_serve") is None:
        raise ValueError(
            _("playing in a browser needs the 'web' extra (textual-serve): {install}").format(
                install=INSTALL
            )
        )


def run(args: argparse.Namespace) -> int:
    port, max_sessions = args.port, args.max_sessions  # bounded in commands/common.py
    url = public_url(args.public_url)
    require_web_extra()
    try:
        from ..web import listen
        from ..web.server import CardServer, ServeConfig, app_command
    except ImportError as exc:  # the extra half-installed (aiohttp missing, say)
        raise ValueError(
            _("cardtui serve cannot start ({reason}): {install}").format(
                reason=exc, install=INSTALL
            )
        ) from None
    from ..store.paths import data_dir
    from ..web.visitors import check_data_root

    root = check_data_root(Path(args.data_dir) if args.data_dir else data_dir() / "web")
    from ..store.language import one_run

    # `cardtui --lang fa serve`: the games speak it, not only the page around them.
    server = CardServer(ServeConfig(root, max_sessions, url, app_command(one_run.code)))
    sock = listen.bind(args.host, port)
    if not listen.is_loopback(sock):
        port_no = sock.getsockname()[1]
        if args.host:
            where = _("{host} port {port}").format(host=args.host, port=port_no)
        else:
            where = _("every address port {port}").format(port=port_no)
        said = _(WARNING).format(where=where, limit=number(max_sessions))
        print(said, file=sys.stderr, flush=True)
    server.say(_("cardtui is served at {url}").format(url=url or listen.local_url(args.host, sock)))
    server.say(
        _("Each visitor's games are kept in {folder}. Ctrl+C stops the server.").format(
            folder=root / "visitors"
        )
    )
    listen.run(server.make_app(), sock)
    return 0
