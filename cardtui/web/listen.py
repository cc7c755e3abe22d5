"""Listening: the socket (bound before anything is printed, so ``--port 0`` can say which
port it got and a port in use is a sentence), and running the server until Ctrl+C."""

from __future__ import annotations

import errno
import ipaddress
import socket
import sys
from typing import Any

from ..i18n import _


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port`` (port 0: any free port); ValueError with a sentence
    when that cannot be."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise ValueError(
            # Translators: {reason} is the system's own words
            _("Cannot serve on '{host}': {reason}.").format(host=host, reason=exc.strerror)
        ) from None
    family, kind, proto, _name, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        if sys.platform != "win32":  # restart at once on the same port after a stop
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise ValueError(
                _(
                    "Port {port} on {host} is already in use: choose another with --port "
                    "(--port 0 picks a free one)."
                ).format(port=port, host=host)
            ) from None
        raise ValueError(
            _("Cannot listen on {host} port {port}: {reason}.").format(
                host=host, port=port, reason=exc.strerror or exc
            )
        ) from None
    return sock


def is_loopback(sock: socket.socket) -> bool:
    """Reachable from this machine only?"""
    address = sock.getsockname()[0]
    try:
        return ipaddress.ip_address(address.split("%")[0]).is_loopback
    except ValueError:
        return False


def local_url(host: str, sock: socket.socket) -> str:
    port = sock.getsockname()[1]
    if host in ("", "0.0.0.0", "::"):
        # Translators: stands for this computer's address on the network, in a web address
        host = _("<this machine's address>")
    elif ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def run(app: Any, sock: socket.socket) -> None:
    """Serve until Ctrl+C or SIGTERM (aiohttp turns both into a graceful stop)."""
    from aiohttp import web

    web.run_app(app, sock=sock, print=None, access_log=None, shutdown_timeout=15)
