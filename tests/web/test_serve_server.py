"""The web server without a browser: the page, visitor keys and folders, the session limit,
and app processes that end with their page. The app here is a stand-in that speaks
textual-serve's protocol (fake_app.py), so these tests take well under a second each."""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import sys
from pathlib import Path

import pytest

pytest.importorskip("textual_serve", reason="the 'web' extra is not installed")

from aiohttp import WSMsgType
from aiohttp.test_utils import TestClient, TestServer

from cardtui.web import visitors
from cardtui.web.server import CRASHED, CardServer, ServeConfig, app_command, full_message

FAKE_APP = Path(__file__).with_name("fake_app.py")
KEY_A = "0123456789abcdef0123456789abcdef"
KEY_B = "fedcba9876543210fedcba9876543210"


def fake_config(root: Path, **kwargs) -> ServeConfig:
    command = "exec " + shlex.join([sys.executable, str(FAKE_APP)])
    return ServeConfig(visitors.check_data_root(root), command=command, **kwargs)


class Served:
    def __init__(self, root: Path, **kwargs) -> None:
        self.log = io.StringIO()
        self.server = CardServer(fake_config(root, **kwargs), out=self.log)
        self.client = TestClient(TestServer(self.server.make_app()))

    async def __aenter__(self) -> Served:
        await self.client.start_server()
        return self

    async def __aexit__(self, *exc) -> None:
        await self.client.close()

    async def open_game(self, key: str):
        """A websocket game and the stand-in app's hello (its data folder and pid)."""
        ws = await self.client.ws_connect(f"/ws/{key}?width=100&height=30")
        message = await ws.receive(timeout=10)
        assert message.type == WSMsgType.BINARY, message
        return ws, json.loads(message.data)


def process_gone(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status


# -- the page -----------------------------------------------------------------------------------
async def test_page_loads_nothing_from_outside_the_server(tmp_path):
    async with Served(tmp_path) as served:
        response = await served.client.get("/")
        assert response.status == 200
        page = await response.text()
        policy = response.headers["Content-Security-Policy"]
    assert "googleapis" not in page
    # Every address the page loads is on this server (relative), fonts among them.
    addresses = re.findall(r'(?:src|href)="([^"]*)"', page)
    assert "static/fonts/RobotoMono-VariableFont_wght.ttf" in addresses
    assert "static/js/textual.js" in addresses
    assert all(a.startswith("static/") or a == "data:," for a in addresses), addresses
    assert 'url("static/fonts/' in page
    assert "default-src 'none'" in policy and "font-src 'self'" in policy
    nonce = re.search(r"'nonce-([^']+)'", policy)[1]
    scripts = re.findall(r"<script([^>]*)>", page)
    assert all(f'nonce="{nonce}"' in s or "src=" in s for s in scripts)


async def test_static_fonts_are_served(tmp_path):
    async with Served(tmp_path) as served:
        response = await served.client.get("/static/fonts/RobotoMono-VariableFont_wght.ttf")
        assert response.status == 200
        assert len(await response.read()) > 10_000


async def test_font_size_from_the_address_is_checked(tmp_path):
    async with Served(tmp_path) as served:
        big = await (await served.client.get("/?fontsize=22")).text()
        silly = await (await served.client.get("/?fontsize=1e9")).text()
        tiny = await (await served.client.get("/?fontsize=2")).text()
    assert 'data-font-size="22"' in big
    assert 'data-font-size="16"' in silly and 'data-font-size="16"' in tiny


async def test_public_url_makes_the_page_use_it(tmp_path):
    async with Served(tmp_path, public_url="https://cards.example.org/play/") as served:
        page = await (await served.client.get("/")).text()
    assert 'href="https://cards.example.org/play/static/css/xterm.css"' in page
    assert '"wss://cards.example.org/play/"' in page


# -- visitors -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "key",
    [
        "0123456789ABCDEF0123456789ABCDEF",  # upper case
        "0123456789abcdef",  # short
        KEY_A + "0",  # long
        "..%2F..%2F..%2Fetc",
        "0123456789abcdef0123456789abcdeg",
    ],
)
async def test_a_bad_visitor_key_is_refused_and_makes_no_folder(tmp_path, key):
    async with Served(tmp_path) as served:
        response = await served.client.get(f"/ws/{key}")
        assert response.status in (400, 404)
    assert list((tmp_path / "visitors").iterdir()) == []


async def test_each_visitor_gets_their_own_data_folder(tmp_path):
    os.environ["NO_COLOR"] = "1"  # the server's own preference does not reach the visitors
    try:
        async with Served(tmp_path) as served:
            ws_a, hello_a = await served.open_game(KEY_A)
            ws_b, hello_b = await served.open_game(KEY_B)
            await ws_a.close()
            await ws_b.close()
    finally:
        del os.environ["NO_COLOR"]
    root = (tmp_path / "visitors").resolve()
    assert hello_a["data_dir"] == str(root / visitors.folder_name(KEY_A))
    assert hello_b["data_dir"] == str(root / visitors.folder_name(KEY_B))
    assert hello_a["data_dir"] != hello_b["data_dir"]
    assert KEY_A not in hello_a["data_dir"]  # the folder is named by a hash, not by the key
    assert not hello_a["no_color"]
    assert oct(Path(hello_a["data_dir"]).stat().st_mode & 0o777) == "0o700"


async def test_keys_reach_the_app_and_closing_the_page_ends_it(tmp_path):
    async with Served(tmp_path) as served:
        ws, hello = await served.open_game(KEY_A)
        await ws.send_str(json.dumps(["stdin", "q"]))
        await ws.send_str("not json")  # ignored, like any malformed message
        await ws.send_str(json.dumps(["resize", {"width": "x"}]))
        echo = await ws.receive(timeout=10)
        assert echo.data == b"echo:q"
        await ws.close()
        await served.server.apps_stopped()
    assert process_gone(hello["pid"])


@pytest.mark.parametrize(("key", "code", "reason"), [("x", 1000, ""), ("!", 1011, CRASHED)])
async def test_an_app_that_ends_by_itself_closes_its_page(tmp_path, key, code, reason):
    async with Served(tmp_path) as served:
        ws, hello = await served.open_game(KEY_A)
        await ws.send_str(json.dumps(["stdin", key]))
        closing = await ws.receive(timeout=10)
        assert closing.type == WSMsgType.CLOSE
        assert (closing.data, closing.extra or "") == (code, reason)
        await served.server.apps_stopped()
    assert process_gone(hello["pid"])
    assert ("exit status 3" in served.log.getvalue()) == (key == "!")


async def test_another_sites_page_cannot_start_a_game(tmp_path):
    async with Served(tmp_path) as served:
        response = await served.client.get(
            f"/ws/{KEY_A}", headers={"Origin": "https://evil.example"}
        )
        assert response.status == 403


# -- the session limit --------------------------------------------------------------------------
async def test_past_the_limit_a_visitor_is_told_why_and_a_freed_place_is_reused(tmp_path):
    async with Served(tmp_path, max_sessions=1) as served:
        ws_a, _ = await served.open_game(KEY_A)
        page = await served.client.get("/")
        assert page.status == 503
        assert full_message(1) in await page.text()
        assert 'id="terminal"' not in await page.text()

        turned_away = await served.client.ws_connect(f"/ws/{KEY_B}")
        closing = await turned_away.receive(timeout=10)
        assert closing.type == WSMsgType.CLOSE
        assert closing.data == 1013  # try again later
        assert closing.extra == full_message(1)
        assert "turned away (1 of 1 places taken)" in served.log.getvalue()

        await ws_a.close()
        await served.server.apps_stopped()
        ws_b, hello_b = await served.open_game(KEY_B)
        assert hello_b["data_dir"].endswith(visitors.folder_name(KEY_B))
        await ws_b.close()


def test_visitor_keys_are_checked_strictly():
    assert visitors.is_valid_key(KEY_A)
    for bad in ("", KEY_A.upper(), KEY_A[:-1], KEY_A + "\n", "../" + KEY_A[3:], KEY_A[:-1] + "/"):
        assert not visitors.is_valid_key(bad)
        with pytest.raises(ValueError):
            visitors.folder_name(bad)
    assert re.fullmatch(r"[0-9a-f]{32}", visitors.folder_name(KEY_A))
    assert visitors.folder_name(KEY_A) != visitors.folder_name(KEY_B)


@pytest.mark.skipif(os.name != "posix", reason="the command is a POSIX shell line")
def test_the_servers_language_is_handed_to_every_game():
    """`cardtui --lang fa serve`: each visitor's app is a new process, told the language too."""
    assert shlex.split(app_command())[1:] == [sys.executable, "-m", "cardtui"]
    assert shlex.split(app_command("fa"))[1:] == [sys.executable, "-m", "cardtui", "--lang", "fa"]
