"""``cardtui host`` as a user runs it: it prints its address, serves, and stops on Ctrl+C."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys

import pytest

from cardtui.cli import build_parser
from cardtui.commands.host import config_from, join_address
from cardtui.net.client import Client


async def test_host_serves_until_interrupted(tmp_path):
    env = {**os.environ, "CARDTUI_DATA_DIR": str(tmp_path)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "cardtui", "host", "--port", "0", "--quiet",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env,
    )  # fmt: skip
    try:
        line = (await asyncio.wait_for(proc.stdout.readline(), 20)).decode()
        address = re.search(r"ws://\S+", line).group(0)
        client = await Client.connect(address, "Ann")
        joined = await client.create("xeri", 2)
        assert re.fullmatch(r"[A-Z2-9]{5}", joined["room"])
        await client.close()
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = await asyncio.wait_for(proc.communicate(), 20)
    assert proc.returncode == 0, err.decode()
    assert b"rooms stay saved" in out
    port = address.rsplit(":", 1)[1]
    assert f"cardtui join 127.0.0.1:{port} --game xeri".encode() in out  # what to type
    assert (tmp_path / "server" / "rooms.sqlite3").is_file()
    assert err == b""  # loopback: no warning


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--port", "70000"], "--port must be a whole number from 0 to 65535, not 70000."),
        (["--max-rooms", "0"], "--max-rooms must be a whole number from 1 to 20,000, not 0."),
        (["--rate", "nan"], "--rate must be a number above 0 and at most 100,000, not nan."),
    ],
)
def test_host_refuses_bad_numbers_with_a_sentence(argv, message, capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["host", *argv])
    assert message in capsys.readouterr().err


def test_host_refuses_a_key_without_a_certificate():
    args = build_parser().parse_args(["host", "--keyfile", "k.pem"])
    with pytest.raises(ValueError, match="--keyfile goes with --certfile"):
        config_from(args)


def test_the_address_to_join_is_one_players_can_type():
    assert join_address("127.0.0.1", 7777) == "127.0.0.1:7777"
    assert join_address("0.0.0.0", 7777) == "THIS-COMPUTER:7777"
    assert join_address("::1", 7777) == "[::1]:7777"
