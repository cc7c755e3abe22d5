"""Wrong room codes and seat tokens, counted so that rooms cannot be found by trying codes.

Many players may share one address (a family behind its router), so a guesser must not lock
the others out. Wrong room codes are counted per connection (a guesser's own connection is
refused first) and, more loosely, per address (a guesser with several connections): codes are
the guessable part. Wrong seat tokens are counted per connection and per room, never per
address, and a right token is never refused (see ``Requests.on_resume``): nobody can guess one
(128 random bits), and the family's reconnects must always work. A refusal says which limit
and for how long.

Each count runs for one minute from its first wrong try; once a count reaches its limit, tries
of that kind are refused until its minute is over.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from ..i18n import ngettext, number
from . import messages as m
from .messages import ProtocolError

WINDOW = 60.0  # seconds a count runs


class Counts:
    """Wrong tries per key, each key's count running for ``WINDOW`` seconds."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.counts: dict[Hashable, tuple[float, int]] = {}  # key -> (start, count)

    def wait(self, key: Hashable, limit: int) -> int:
        """Seconds until ``key`` may try again (0: it may now)."""
        start, count = self.counts.get(key, (0.0, 0))
        left = start + WINDOW - self.clock()
        if count < limit or left <= 0:
            return 0
        return max(1, math.ceil(left))

    def miss(self, key: Hashable) -> None:
        now = self.clock()
        start, count = self.counts.get(key, (now, 0))
        if now - start >= WINDOW:
            start, count = now, 0
        self.counts[key] = (start, count + 1)

    def sweep(self) -> None:
        now = self.clock()
        self.counts = {k: v for k, v in self.counts.items() if now - v[0] < WINDOW}


class WrongTries:
    """The server's counts of wrong room codes and wrong seat tokens. ``check_*`` refuses
    while a limit holds (the connection's first, then the address's); ``wrong_*`` counts."""

    def __init__(self, config, clock: Callable[[], float]) -> None:
        self.config = config
        self.codes = Counts(clock)
        self.tokens = Counts(clock)

    def check_codes(self, conn) -> None:
        """Refuse a lookup by room code (even a right one) while a code limit holds: a
        guesser must not learn which codes are rooms."""
        cfg = self.config
        wait = self.codes.wait(conn, cfg.code_tries)
        if wait:
            raise ProtocolError(
                m.LIMIT,
                ngettext(
                    "Too many wrong room codes from this connection: try again in {n} second.",
                    "Too many wrong room codes from this connection: try again in {n} seconds.",
                    wait,
                ).format(n=number(wait)),
            )
        wait = self.codes.wait(conn.address, cfg.code_tries_per_address)
        if wait:
            raise ProtocolError(
                m.LIMIT,
                ngettext(
                    "Too many wrong room codes from your network address (everyone on it "
                    "shares this limit): try again in {n} second.",
                    "Too many wrong room codes from your network address (everyone on it "
                    "shares this limit): try again in {n} seconds.",
                    wait,
                ).format(n=number(wait)),
            )

    def check_tokens(self, conn, room: str) -> None:
        """Refuse a wrong token with the limit's sentence while a token limit holds (it is
        refused anyway; the sentence tells a guesser to stop). Never asked for a right one."""
        cfg = self.config
        wait = self.tokens.wait(conn, cfg.token_tries)
        if wait:
            raise ProtocolError(
                m.LIMIT,
                ngettext(
                    "Too many wrong seat tokens from this connection: try again in {n} second.",
                    "Too many wrong seat tokens from this connection: try again in {n} seconds.",
                    wait,
                ).format(n=number(wait)),
            )
        wait = self.tokens.wait(("room", room), cfg.token_tries_per_room)
        if wait:
            raise ProtocolError(
                m.LIMIT,
                ngettext(
                    "Too many wrong seat tokens for this room: try again in {n} second.",
                    "Too many wrong seat tokens for this room: try again in {n} seconds.",
                    wait,
                ).format(n=number(wait)),
            )

    def wrong_code(self, conn) -> None:
        self.codes.miss(conn)
        self.codes.miss(conn.address)

    def wrong_token(self, conn, room: str) -> None:
        self.tokens.miss(conn)
        self.tokens.miss(("room", room))

    def sweep(self) -> None:
        self.codes.sweep()
        self.tokens.sweep()
