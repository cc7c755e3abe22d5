"""``cardtui host``: run a game server that friends join with ``cardtui join``."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from ..i18n import N_, _, ngettext, number

NAME = "host"
HELP = N_(
    "run a game server for online play: rooms with a short code, seats for remote players "
    "and bots (loopback only unless --host says otherwise)"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from ..net.config import DEFAULT_PORT, LOOPBACK, ServerConfig

    defaults = ServerConfig()
    parser.add_argument(
        "--host",
        default=LOOPBACK,
        help=N_("address to listen on (default %(default)s: this machine only; 0.0.0.0 for all)"),
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=N_("port (default %(default)s; 0: any)")
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar=N_("DIR"),
        help=N_("folder for the rooms database (default: 'server' in cardtui's data folder)"),
    )
    parser.add_argument(
        "--database",
        metavar=N_("URL"),
        help=N_(
            "where rooms are kept: postgresql://USER@HOST/DB (several servers may share it) "
            "or a SQLite file (default: rooms.sqlite3 in --data-dir)"
        ),
    )
    parser.add_argument(
        "--server-id",
        metavar=N_("NAME"),
        help=N_("this server's name in a shared database (default: the host name and port)"),
    )
    parser.add_argument("--certfile", type=Path, help=N_("TLS certificate chain: serve wss://"))
    parser.add_argument("--keyfile", type=Path, help=N_("TLS private key (if not in --certfile)"))
    parser.add_argument(
        "--max-rooms", type=int, default=defaults.max_rooms, help=N_("rooms open at once")
    )
    parser.add_argument(
        "--max-connections",
        type=int,
        default=defaults.max_connections,
        help=N_("connections at once"),
    )
    parser.add_argument(
        "--max-per-address",
        type=int,
        default=defaults.max_per_address,
        help=N_("connections from one address"),
    )
    parser.add_argument(
        "--rooms-per-address",
        type=int,
        default=defaults.rooms_per_address,
        help=N_("open rooms created from one address"),
    )
    parser.add_argument(
        "--rate",
        type=float,
        default=defaults.rate,
        help=N_("messages a second one client may send, on average"),
    )
    parser.add_argument(
        "--turn-timer",
        type=float,
        default=defaults.turn_timer,
        metavar=N_("SECONDS"),
        help=N_("seconds a player has for a move before a bot plays it (default: 0, no limit)"),
    )
    parser.add_argument(
        "--trust-proxy",
        action="store_true",
        help=N_("behind a reverse proxy: count limits per address by X-Forwarded-For"),
    )
    parser.add_argument(
        "--advertise",
        metavar=N_("URL"),
        help=N_(
            "with a shared database: where players reach this server when another one sends "
            "them here, e.g. ws://proxy:8080/s/NAME behind HAProxy (default: its own address)"
        ),
    )
    parser.add_argument(
        "--lease-seconds",
        type=float,
        metavar=N_("SECONDS"),
        default=defaults.lease_ttl,
        help=N_(
            "with a shared database: seconds after which another server takes over the rooms "
            "of a server that stopped answering (default %(default)s)"
        ),
    )
    parser.add_argument("--quiet", action="store_true", help=N_("log warnings only"))


def config_from(args: argparse.Namespace):
    """The server's settings from the command line, or a ValueError saying what is wrong
    (its numbers are within their bounds already: commands/common.py, as argv is read)."""
    from ..net.config import ServerConfig
    from ..store.paths import data_dir

    if args.keyfile and not args.certfile:
        raise ValueError(_("--keyfile goes with --certfile."))
    check_cluster(args)
    for path in (args.certfile, args.keyfile):
        if path is not None and not path.is_file():
            raise FileNotFoundError(_("There is no file {path}.").format(path=path))
    return ServerConfig(
        host=args.host,
        port=args.port,
        data_dir=args.data_dir or data_dir() / "server",
        database_url=args.database,
        server_id=args.server_id,
        advertise=args.advertise,
        lease_ttl=args.lease_seconds,
        certfile=args.certfile,
        keyfile=args.keyfile,
        max_rooms=args.max_rooms,
        max_connections=args.max_connections,
        max_per_address=args.max_per_address,
        rooms_per_address=args.rooms_per_address,
        rate=args.rate,
        trust_proxy=args.trust_proxy,
        turn_timer=args.turn_timer,
        burst=max(40, int(args.rate * 2)),
    )


def check_cluster(args: argparse.Namespace) -> None:
    """--server-id (a name in the proxy's paths) and --advertise: a sentence if wrong."""
    from ..net.client import server_url
    from ..net.haproxy import SERVER_ID

    if args.server_id is not None and not SERVER_ID.match(args.server_id):
        raise ValueError(
            _("A server name is 1 to 40 letters, digits, dots, dashes or underscores.")
        )
    if args.advertise is not None:
        server_url(args.advertise)  # a ValueError with a sentence when malformed


def run(args: argparse.Namespace) -> int:
    from ..net.config import exposure_warning

    config = config_from(args)
    logging.basicConfig(
        level=logging.WARNING if args.quiet else logging.INFO,
        format="%(asctime)s %(message)s",
        datefmt="%H:%M:%S",
    )
    logging.getLogger("cardtui.net.ws").setLevel(logging.WARNING)  # handshake chatter
    warning = exposure_warning(config.host, tls=config.certfile is not None)
    if warning:
        print(warning, file=sys.stderr)
    try:
        asyncio.run(serve(config))
    except OSError as exc:  # the port is taken, the address is not this machine's...
        raise ValueError(
            # Translators: {reason} is the system's own words (e.g. "Address already in use")
            _("Cannot listen on {host}:{port}: {reason}.").format(
                host=config.host, port=config.port, reason=exc.strerror
            )
        ) from None
    return 0


def join_address(host: str, port: int) -> str:
    """The address players type: this host, or a placeholder when listening on every address
    (this computer's own address on the network is the one to give out)."""
    if host in ("0.0.0.0", "::", ""):
        # Translators: stands for this computer's address on the network, in an address
        # "THIS-COMPUTER:7777"; one word, no spaces
        host = _("THIS-COMPUTER")
    elif ":" in host:
        host = f"[{host}]"
    return f"{host}:{port}"


async def serve(config) -> None:
    from ..net.config import shown_database
    from ..net.server import Server

    server = Server(config)
    await server.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    resumed = len(server.rooms)
    print(_("Serving cardtui games on {address}").format(address=server.address), flush=True)
    if resumed:
        kept = ngettext(
            "Rooms are kept in {file} ({count} resumed).",
            "Rooms are kept in {file} ({count} resumed).",
            resumed,
        ).format(file=shown_database(config.database), count=number(resumed))
    else:
        kept = _("Rooms are kept in {file}.").format(file=shown_database(config.database))
    print(kept, flush=True)
    print(
        _(
            "To play: cardtui join {address} --game xeri (a new room: share its code), "
            "or Play online on the menu. Press Ctrl+C to stop."
        ).format(address=join_address(config.host, server.port)),
        flush=True,
    )
    try:
        await stop.wait()
    finally:
        print(_("Stopping: rooms stay saved and resume on the next start."), flush=True)
        await server.close()
