"""Limits that fit real homes: many players share one address behind a router, so a guesser
on it is refused (the limit named, with a wait) while the others still get their seats back."""

from __future__ import annotations

import pytest
from net.conftest import config

from cardtui.net.client import Client, ConnectionLost, ServerError
from cardtui.net.link import Link
from cardtui.net.messages import ProtocolError
from cardtui.net.server import Server, crowded
from cardtui.net.tries import WINDOW, WrongTries

FAMILY = ["Ann", "Bob", "Cy", "Dee", "Eli", "Fay"]


@pytest.fixture
async def limited(tmp_path, request):
    srv = Server(config(tmp_path, **getattr(request, "param", {})))
    await srv.start()
    yield srv
    await srv.close()


async def refused(call) -> str:
    """The sentence of a request the server refuses for a limit."""
    with pytest.raises(ServerError) as err:
        await call
    assert err.value.code == "limit", err.value.message
    return err.value.message


def wait_in(sentence: str) -> int:
    """The seconds a refusal asks to wait ("... try again in 42 seconds.")."""
    seconds = int(sentence.rsplit(" in ", 1)[1].split()[0])
    assert 1 <= seconds <= WINDOW
    return seconds


async def test_a_guesser_on_a_familys_address_is_refused_and_the_family_gets_its_seats_back(
    limited,
):
    """Default limits. Six players of one home sit at a Hidden Unders table and start; their
    router drops every connection. A guesser on the same address (127.0.0.1) tries wrong
    tokens and wrong codes from several connections until every limit holds; then the six
    come back, each with its token, and each gets its own seat."""
    cfg = limited.config
    family = [await Client.connect(limited.address, name) for name in FAMILY]
    code = (await family[0].create("hidden_unders", 6))["room"]
    for client in family[1:]:
        await client.join(code)
    await family[0].start()
    tokens = {client.seat: client.token for client in family}
    for client in family:
        await client.close()

    # wrong tokens for the family's room: one connection's limit, then the room's
    guessers = [await Client.connect(limited.address, "Eve") for _ in range(4)]
    for n in range(cfg.token_tries_per_room):
        guesser = guessers[n // cfg.token_tries]
        with pytest.raises(ServerError) as err:
            await guesser.resume(code, f"{n:032x}")
        assert err.value.code == "bad_token"
    said = await refused(guessers[0].resume(code, "f" * 32))
    assert said.startswith("Too many wrong seat tokens from this connection: try again in ")
    wait_in(said)
    said = await refused(guessers[3].resume(code, "f" * 32))  # a fresh connection
    assert said.startswith("Too many wrong seat tokens for this room: try again in ")
    wait_in(said)
    dan = await Client.connect(limited.address, "Dan")  # the same address, another room
    other = (await dan.create("xeri", 2))["room"]
    with pytest.raises(ServerError) as err:
        await guessers[3].resume(other, "e" * 32)
    assert err.value.code == "bad_token"  # counted per room, not per address

    # wrong room codes: likewise, and then even the right code is refused (nothing learned)
    coders = [await Client.connect(limited.address, "Eve") for _ in range(4)]
    for n in range(cfg.code_tries_per_address):
        with pytest.raises(ServerError) as err:
            await coders[n // cfg.code_tries].join(f"ZZZ{n:02d}")
        assert err.value.code == "no_room"
    said = await refused(coders[0].join(code))
    assert said.startswith("Too many wrong room codes from this connection: try again in ")
    for call in (coders[3].join(code), coders[3].watch(code), coders[3].resume(code, "0" * 32)):
        said = await refused(call)
        assert said.startswith("Too many wrong room codes from your network address")
        wait_in(said)

    # the guesser even holds every connection the address may have ...
    held = sum(c.address == "127.0.0.1" for c in limited.connections)
    hoard = [
        await Client.connect(limited.address, "Eve") for _ in range(cfg.max_per_address - held)
    ]
    assert sum(c.address == "127.0.0.1" for c in limited.connections) == cfg.max_per_address
    # ... and the family comes back from the same address: every right token is taken
    room = limited.rooms[code]
    back = [await Client.connect(limited.address, name) for name in FAMILY]
    for seat, client in enumerate(back):
        joined = await client.resume(code, tokens[seat])
        assert joined["seat"] == seat
        assert (await client.next("table"))["table"]["seat"] == seat
    assert [s.member.name for s in room.slots] == FAMILY
    assert all(s.member in limited.connections for s in room.slots)
    assert all(not s.stand_in for s in room.slots)
    await refused(coders[3].join(code))  # and the guesser is still refused
    assert len(hoard) > 0


@pytest.mark.parametrize("limited", [{"code_tries": 3}], indirect=True)
async def test_a_code_limit_refuses_even_a_right_code_but_never_a_right_token(limited):
    ann = await Client.connect(limited.address, "Ann")
    code = (await ann.create("xeri", 2))["room"]
    eve = await Client.connect(limited.address, "Eve")
    for guess in ("AAAAA", "BBBBB", "CCCCC"):
        with pytest.raises(ServerError) as err:
            await eve.join(guess)
        assert err.value.code == "no_room"
    for call in (eve.join(code), eve.watch(code), eve.resume(code, "0" * 32)):
        said = await refused(call)  # a wrong token for a real room: the same answer
        assert said.startswith("Too many wrong room codes from this connection")
    assert limited.rooms[code].slots[1].kind == "empty"
    # another connection on the address is not refused by this one's count
    bob = await Client.connect(limited.address, "Bob")
    assert (await bob.join(code))["seat"] == 1
    # a right token is taken even from the refused connection (Ann's, moving to it)
    assert (await eve.resume(code, ann.token))["seat"] == 0


@pytest.mark.parametrize("limited", [{"max_per_address": 2}], indirect=True)
async def test_the_connection_limit_is_said_in_plain_words_as_the_server_says_it(limited):
    await Client.connect(limited.address, "Ann")
    await Client.connect(limited.address, "Bob")
    sentence = "This server allows 2 connections from one address: close one and try again."
    assert crowded(2) == sentence
    cy = await Client.connect(limited.address, "Cy")  # over the limit: on probation
    with pytest.raises(ConnectionLost) as err:
        await cy.create("xeri", 2)
    assert err.value.message == sentence
    link = Link(limited.address, "Cy")  # the Online screen shows what the Link raises
    await link.open()
    with pytest.raises(ServerError) as err:
        await link.create("xeri", 2)
    assert err.value.message == sentence


class Conn:
    def __init__(self, address: str) -> None:
        self.address = address


def test_a_count_runs_for_a_minute_from_its_first_wrong_try():
    now = [100.0]
    cfg = config(None, code_tries=2, code_tries_per_address=3)
    tries = WrongTries(cfg, lambda: now[0])
    one, two = Conn("home"), Conn("home")
    tries.wrong_code(one)
    now[0] += 20
    tries.wrong_code(one)
    with pytest.raises(ProtocolError, match="from this connection: try again in 40 seconds"):
        tries.check_codes(one)
    tries.check_codes(two)  # its own count is 0, the address's 2 of 3
    tries.wrong_code(two)
    with pytest.raises(ProtocolError, match=r"from your network address .* in 40 seconds"):
        tries.check_codes(two)
    now[0] += 39.5
    with pytest.raises(ProtocolError, match=r"try again in 1 second\."):
        tries.check_codes(one)
    now[0] += 0.5
    tries.check_codes(one)  # the minute is over
    tries.check_codes(two)
    tries.sweep()
    assert list(tries.codes.counts) == [two]  # its own count began 20 s later
