"""Which bots a server offers: not expert (every core of the server for three seconds a
move), never the all-seeing or open-hands bounds."""

from __future__ import annotations

import pytest

from cardtui.net.client import Client, ServerError


async def test_the_server_offers_no_expert_and_no_all_seeing_bot(server):
    ann = await Client.connect(server.address, "Ann")
    offered = {g["name"]: g["levels"] for g in ann.welcome["games"]}
    assert offered["xeri"][-1] == "hard"
    for levels in offered.values():
        assert not {"expert", "all-seeing", "open-hands"} & set(levels)
    for level in ("expert", "all-seeing", "open-hands"):
        with pytest.raises(ServerError):
            await ann.create("hidden_unders", 3, bots={1: level})
    await ann.create("hidden_unders", 3)
    for level in ("expert", "all-seeing", "open-hands"):
        with pytest.raises(ServerError):
            await ann.add_bot(1, level)
    await ann.add_bot(1, "hard")
    await ann.close()
