"""Which bots a server offers: not expert (every core of the server for three seconds a
move), never the all-seeing bound."""

from __future__ import annotations

import pytest

from cardtui.net.client import Client, ServerError


async def test_the_server_offers_no_expert_and_no_all_seeing_bot(server):
    ann = await Client.connect(server.address, "Ann")
    offered = {g["name"]: g["levels"] for g in ann.welcome["games"]}
    assert offered["xeri"][-1] == "hard"
    for levels in offered.values():
        assert "expert" not in levels and "all-seeing" not in levels
    for level in ("expert", "all-seeing"):
        with pytest.raises(ServerError):
            await ann.create("hidden_unders", 3, bots={1: level})
    await ann.create("hidden_unders", 3)
    for level in ("expert", "all-seeing"):
        with pytest.raises(ServerError):
            await ann.add_bot(1, level)
    await ann.add_bot(1, "hard")
    await ann.close()
