"""A game server on a free loopback port, in the test's own event loop."""

from __future__ import annotations

import pytest

from cardtui.net.config import ServerConfig
from cardtui.net.server import Server


def config(tmp_path, **limits) -> ServerConfig:
    """Default limits, but bots' clients may play as fast as they like."""
    limits = {"rate": 1000.0, "burst": 1000, **limits}
    return ServerConfig(host="127.0.0.1", port=0, data_dir=tmp_path, ping_interval=None, **limits)


@pytest.fixture
async def server(tmp_path):
    srv = Server(config(tmp_path))
    await srv.start()
    yield srv
    await srv.close()


# The online app's tests are as strict as the app's: an error rescued at a table fails them.
# The stores' tests: pg_cluster (one PostgreSQL per session), pg_url (a database each), and
# database (a SQLite file, then a PostgreSQL database: the test runs with each).
from net.pg import database, pg_cluster, pg_url  # noqa: E402, F401
from tui.conftest import _no_hidden_errors  # noqa: E402, F401
