"""Servers behind HAProxy for the failover tests: real ``cardtui host`` processes sharing the
test's PostgreSQL database (tests/net/pg.py), HAProxy in front with docs/haproxy.cfg's
configuration for their ports (cardtui.net.services).

When HAProxy is missing the tests that need it skip, saying so; with
CARDTUI_REQUIRE_SERVICES=1 that is a failure instead (.ci/run installs it and checks that it is
there, so CI needs no variable).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtui.net.services import HostProcess, Proxy, haproxy_path

REQUIRE = "CARDTUI_REQUIRE_SERVICES"


class Farm:
    """Servers ``ids`` sharing ``database``, each with a lease of ``lease`` seconds, behind
    HAProxy checking them every 200 ms."""

    def __init__(self, database: str, folder: Path, ids: tuple[str, ...], lease: float) -> None:
        self.proxy = Proxy(folder, check="200ms")
        self.hosts = {
            sid: HostProcess(
                sid, database, folder, advertise=self.proxy.advertise(sid), lease_seconds=lease
            )
            for sid in ids
        }
        try:
            for host in self.hosts.values():
                host.wait_ready()
            self.proxy.start([(sid, h.port) for sid, h in self.hosts.items()])
        except BaseException:
            self.stop()
            raise

    @property
    def address(self) -> str:
        return self.proxy.address

    def stop(self) -> None:
        self.proxy.stop()
        for host in self.hosts.values():
            host.stop()


def need_haproxy() -> None:
    """Skip without HAProxy, saying so (fail instead where CARDTUI_REQUIRE_SERVICES is set)."""
    if haproxy_path() is None:
        reason = "HAProxy is not installed: apt-get install haproxy (or set CARDTUI_HAPROXY)"
        if os.environ.get(REQUIRE):
            pytest.fail(f"HAProxy must be tested here ({REQUIRE} is set), but {reason}")
        pytest.skip(reason)


@pytest.fixture
def farm(pg_url, tmp_path):
    """``farm(ids, lease)``: servers behind HAProxy (skips without HAProxy or PostgreSQL)."""
    need_haproxy()
    farms: list[Farm] = []

    def start(ids: tuple[str, ...] = ("a", "b"), lease: float = 2.0) -> Farm:
        farms.append(Farm(pg_url, tmp_path, ids, lease))
        return farms[-1]

    yield start
    for each in farms:
        each.stop()
