"""An HAProxy configuration for several ``cardtui host`` servers that share one database.

``docs/haproxy.cfg`` is :func:`haproxy_config` for two servers (a test keeps them equal); the
tests and ``cardtui bench --server --servers N`` start HAProxy with the same text for their
own ports. How it routes:

- ``/room/CODE`` (a player who knows the room): the room's code picks the server (consistent
  hashing, so the same server for every player of a room, and a server going away moves only
  its own share of the codes). A server that does not own the room answers ``moved`` with
  ``/s/ID/room/CODE``, the owner's own path.
- ``/s/ID/...``: server ID, while it is up; when it is down, the code's hash again.
- anything else (``/``: a player creating a room): the server with the fewest connections.

Health checks ask ``GET /health`` every ``check`` interval; a server marked down has its
connections closed (``on-marked-down shutdown-sessions``), so their players reconnect at once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

SERVER_ID = re.compile(r"^[A-Za-z0-9_.-]{1,40}$")

HEAD = """\
# HAProxy in front of several `cardtui host --database postgresql://...` servers.
# Written by cardtui.net.haproxy (docs/online.md, "Several servers" explains it).
global
    maxconn 4000                # two file descriptors each: raise with the system's limit

defaults
    mode http
    option forwardfor           # with `cardtui host --trust-proxy`: limits per player address
    option redispatch           # a server that refuses the connection: another one
    retries 2
    timeout connect 1s
    timeout client 60s          # the websocket pings every 20 s keep a quiet player connected
    timeout server 60s
    timeout tunnel 1h
    timeout check {timeout}            # a busy server may answer its health check slowly

frontend cardtui
    bind {bind}
    use_backend rooms if {{ path_beg /room/ /s/ }}
    default_backend any

backend rooms
    # /room/CODE and /s/ID/room/CODE: hashed by the room's code
    balance hash path,regsub(^.*/room/,)
    hash-type consistent
    option httpchk
    http-check send meth GET uri /health
    default-server check inter {check} fall 3 rise 2 on-marked-down shutdown-sessions
"""

ANY = """
backend any
    # a new room: the server with the fewest connections
    balance leastconn
    option httpchk
    http-check send meth GET uri /health
    default-server check inter {check} fall 3 rise 2 on-marked-down shutdown-sessions
"""


def haproxy_config(
    servers: Sequence[tuple[str, str]],
    bind: str = "*:8080",
    check: str = "1s",
    timeout: str = "2s",
) -> str:
    """The configuration for ``servers`` (each ``(server id, host:port)``), listening on
    ``bind``; ``check`` is the health-check interval and ``timeout`` how long one may take
    (HAProxy's time syntax: ``1s``, ``300ms``). Three failed checks in a row mark a server
    down (a killed one: three intervals; a paused one: three timeouts)."""
    for sid, _address in servers:
        if not SERVER_ID.match(sid):
            raise ValueError(f"A server id is 1 to 40 letters, digits, '.', '_' or '-': {sid!r}")
    lines = [HEAD.format(bind=bind, check=check, timeout=timeout)]
    for sid, _address in servers:
        lines.append(f"    use-server {sid} if {{ path_beg /s/{sid}/ }}\n")
    for sid, address in servers:
        lines.append(f"    server {sid} {address}\n")
    lines.append(ANY.format(check=check))
    for sid, address in servers:
        lines.append(f"    server {sid} {address}\n")
    return "".join(lines)


# The example in docs/haproxy.cfg and the README: two servers on this machine.
EXAMPLE = (("a", "127.0.0.1:7001"), ("b", "127.0.0.1:7002"))
