"""The wire protocol's checks: every malformed request is refused with a sentence."""

from __future__ import annotations

import json

import pytest

from cardtui.net.client import server_url
from cardtui.net.config import exposure_warning, is_loopback
from cardtui.net.messages import ProtocolError, decode

LIMIT = 1000


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b'{"type": "ping"}', "bad_message"),  # binary frame
        ("not json", "bad_message"),
        ("[1, 2]", "bad_message"),
        ('{"type": "dance"}', "bad_message"),
        ('{"id": 1}', "bad_message"),
        ('{"type": "act"}', "bad_message"),  # no action
        ('{"type": "act", "action": 7}', "bad_message"),
        ('{"type": "act", "action": "take", "seq": true}', "bad_message"),
        ('{"type": "act", "action": "take", "seq": 1.5}', "bad_message"),
        ('{"type": "create", "game": "xeri", "players": 2, "takeover": NaN}', "bad_message"),
        ('{"type": "create", "game": "xeri", "players": 2, "takeover": 1e999}', "bad_message"),
        ('{"type": "create", "game": "xeri", "players": 2, "options": [1]}', "bad_message"),
        ('{"type": "create", "game": "xeri", "players": 2, "options": {"a": [1]}}', "bad_message"),
        ('{"type": "create", "game": "xeri", "players": 2, "bots": {"x": "easy"}}', "bad_message"),
        ('{"type": "hello", "version": 1, "id": [1]}', "bad_message"),
        ('{"type": "join", "room": "' + "A" * 40 + '"}', "bad_message"),
        ("[" * 3000 + "]" * 3000, "too_big"),
        ("[" * 900, "bad_message"),  # deep nesting within the size limit
        ('{"type": "ping", "id": ' + "9" * 900 + "}", "bad_message"),  # huge number
        ('{"type": "ping", "id": 5, "pad": "' + "é" * 600 + '"}', "too_big"),  # bytes count
    ],
)
def test_malformed_requests_are_refused(raw, code):
    with pytest.raises(ProtocolError) as err:
        decode(raw, LIMIT)
    assert err.value.code == code
    assert err.value.message.endswith(".")


def test_a_refusal_names_the_request_when_it_can():
    with pytest.raises(ProtocolError) as err:
        decode(json.dumps({"type": "act", "id": 7, "action": 3}), LIMIT)
    assert err.value.re == 7
    with pytest.raises(ProtocolError) as err:
        decode(json.dumps({"type": "ping", "id": "x", "pad": "y" * LIMIT}), LIMIT)
    assert (err.value.code, err.value.re) == ("too_big", "x")


def test_a_good_request_keeps_its_fields_and_drops_unknown_ones():
    request = decode(
        '{"type": "create", "id": "c1", "game": "xeri", "players": 4, "bots": {"1": "easy"},'
        ' "options": {"target": 101}, "future_field": 1}',
        LIMIT,
    )
    assert request == {
        "type": "create",
        "id": "c1",
        "game": "xeri",
        "players": 4,
        "bots": {1: "easy"},
        "options": {"target": 101},
    }


@pytest.mark.parametrize(
    ("address", "url"),
    [
        ("localhost", "ws://localhost:7777/"),
        ("localhost:8000", "ws://localhost:8000/"),
        ("wss://cards.example.org", "wss://cards.example.org:7777/"),
        ("ws://[::1]:9000", "ws://[::1]:9000/"),
        (" 127.0.0.1:7777 ", "ws://127.0.0.1:7777/"),
    ],
)
def test_server_addresses(address, url):
    assert server_url(address) == url


@pytest.mark.parametrize("address", ["", "http://x", "localhost:port", "ws://:80"])
def test_bad_server_addresses_say_why(address):
    with pytest.raises(ValueError):
        server_url(address)


def test_only_loopback_hosts_go_without_a_warning():
    assert all(is_loopback(h) for h in ("127.0.0.1", "127.1.2.3", "::1", "localhost"))
    assert exposure_warning("127.0.0.1", tls=False) is None
    warning = exposure_warning("0.0.0.0", tls=False)
    assert "every network interface" in warning and "TLS" in warning
    assert "unencrypted" not in exposure_warning("192.0.2.7", tls=True)


def test_very_deep_nesting_is_refused_not_a_crash():
    deep = "[" * 50_000 + "]" * 50_000
    with pytest.raises(ProtocolError) as err:
        decode(deep, 1_000_000)
    assert err.value.code == "bad_message"


@pytest.mark.parametrize(("game", "players"), [("xeri", 4), ("hidden_unders", 3), ("zirkhaki", 3)])
def test_views_go_out_exactly_as_their_plain_form(game, players):
    """The server writes views straight from the game's objects; the text must be the JSON of
    ``View.to_dict()`` (what every other part of cardtui reads)."""
    import random

    from cardtui import games
    from cardtui.net.messages import encode
    from cardtui.net.tables import raw_view

    state = games.get(game).new_state(players, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        if state.is_over:
            break
        for seat in range(players):
            view = state.view(seat)
            assert json.loads(encode({"view": raw_view(view)})) == {"view": view.to_dict()}
        state.apply(rng.choice(state.legal_actions()))
