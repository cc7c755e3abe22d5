"""The server's limits and settings, each with a default a small public server can live with."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from ..i18n import _

DEFAULT_PORT = 7777
LOOPBACK = "127.0.0.1"


@dataclass
class ServerConfig:
    """Every limit the server keeps. ``cardtui host`` sets the common ones from flags."""

    host: str = LOOPBACK
    port: int = DEFAULT_PORT
    data_dir: Path | None = None  # None: rooms live in memory only (tests, benchmarks)
    # --database: a postgresql:// URL (rooms shared by several servers) or a SQLite file;
    # None: rooms.sqlite3 in data_dir
    database_url: str | None = None
    server_id: str | None = None  # this server's name in the leases (None: made up at start)
    lease_ttl: float = 15.0  # seconds a room's lease lives unless renewed (shared database)
    advertise: str | None = None  # where other servers send players for this one's rooms
    certfile: Path | None = None  # TLS: serve wss:// with this certificate chain ...
    keyfile: Path | None = None  # ... and its private key (or the key inside certfile)
    # -- what one message may be -------------------------------------------------------------
    max_message: int = 16 * 1024  # bytes of one client message; larger ones get an error
    hard_max_message: int = 256 * 1024  # the websocket layer closes the connection past this
    # -- how many ------------------------------------------------------------------------------
    max_connections: int = 1000
    # A family of 6 behind one router: a window each, a spectator tab each, and a reconnect
    # each whose old connection lingers until the keepalive finds it dead (about 40 s): 18.
    max_per_address: int = 32  # connections from one address
    trust_proxy: bool = False  # behind a proxy: the client's address is its X-Forwarded-For
    # Wrong tries a minute (see net/tries.py): a connection is refused first, so one guesser
    # does not lock out the others on its address; a right seat token is never refused.
    code_tries: int = 10  # wrong room codes one connection may try
    code_tries_per_address: int = 30  # ... all the connections of one address together
    token_tries: int = 10  # wrong seat tokens one connection may try
    token_tries_per_room: int = 30  # ... and for one room, whoever asks (never per address)
    max_rooms: int = 500
    rooms_per_address: int = 8  # rooms created from one address that are still open
    max_watchers: int = 20  # spectators in one room
    # -- how fast -------------------------------------------------------------------------------
    rate: float = 20.0  # messages per second a connection may send, on average ...
    burst: int = 40  # ... with this many at once
    send_queue: int = 256  # messages waiting for one client; a full queue drops that client
    send_timeout: float = 10.0  # seconds one message may take to go out, or the client is dropped
    hello_timeout: float = 10.0  # seconds a new connection has to say hello
    ping_interval: float | None = 20.0  # keepalive pings find dead connections
    # -- rooms ---------------------------------------------------------------------------------
    takeover: float = 60.0  # default seconds before a bot plays for a player who is away
    stand_in_level: str = "normal"  # the bot that plays for an away player
    turn_timer: float = 0.0  # default seconds a player has for a move (0: no limit)
    bot_workers: int = 2  # threads that run bots' choices, off the event loop
    idle_room_seconds: float = 6 * 3600  # a room nobody is connected to is closed after this
    finished_room_seconds: float = 15 * 60  # ... or after this once its match is over
    sweep_interval: float = 60.0  # how often idle rooms are looked for
    # -- quick messages at a table (net/chat.py) -------------------------------------------------
    chat_rate: float = 0.5  # messages a second one seat may send, on average ...
    chat_burst: int = 3  # ... with this many at once

    @property
    def database(self) -> str | Path | None:
        """Where rooms are kept: ``--database``, else the data folder's SQLite file."""
        if self.database_url:
            return self.database_url
        return None if self.data_dir is None else Path(self.data_dir) / "rooms.sqlite3"

    def limits(self) -> dict[str, float | int]:
        """The limits a client may want to know (sent in the welcome)."""
        return {
            "max_message": self.max_message,
            "rate": self.rate,
            "burst": self.burst,
            "max_watchers": self.max_watchers,
            "chat_rate": self.chat_rate,
            "chat_burst": self.chat_burst,
        }


def shown_database(database: str | Path | None) -> str:
    """The database as the host may read it in a log: a URL without its password."""
    text = str(database)
    if "://" not in text:
        return text
    parts = urlsplit(text)
    if parts.password is None and "password=" not in parts.query:
        return text
    if parts.password is not None:
        host = parts.netloc.rpartition("@")[2]
        netloc = f"{parts.username}:***@{host}" if parts.username else f"***@{host}"
        parts = parts._replace(netloc=netloc)
    if "password=" in parts.query:  # libpq also takes ?password=...
        query = [
            "password=***" if pair.startswith("password=") else pair
            for pair in parts.query.split("&")
        ]
        parts = parts._replace(query="&".join(query))
    return urlunsplit(parts)


def is_loopback(host: str) -> bool:
    """Does ``host`` listen on this machine only? (``localhost`` and 127.0.0.0/8, ``::1``.)"""
    if host in ("localhost", "ip6-localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def exposure_warning(host: str, tls: bool) -> str | None:
    """The warning ``cardtui host`` prints before listening beyond this machine."""
    if is_loopback(host):
        return None
    where = _("every network interface") if host in ("0.0.0.0", "::", "") else host
    text = _(
        "Warning: listening on {where}: anyone who can reach this machine can join its rooms."
    ).format(where=where)
    if not tls:
        text += " " + (
            _(
                "Messages travel unencrypted (seat tokens included): use "
                "--certfile/--keyfile or put the server behind a TLS proxy (see the "
                "README, 'Hosting online games')."
            )
        )
    return text
