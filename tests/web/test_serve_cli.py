"""``cardtui serve`` on the command line: bad input is one sentence and a non-zero exit, the
missing extra says how to install it, and any address beyond this machine gets a warning."""

from __future__ import annotations

import socket
import sys

import pytest

from cardtui.cli import main
from cardtui.commands.serve import public_url


def one_line_error(capsys) -> str:
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err
    return lines[0]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--port", "eighty"], "--port must be a whole number from 0 to 65535, not eighty."),
        (["--port", "65536"], "--port must be a whole number from 0 to 65535, not 65536."),
        (["--port", "-1"], "--port must be a whole number from 0 to 65535, not -1."),
        (["--port", "nan"], "--port must be a whole number from 0 to 65535, not nan."),
        (["--max-sessions", "0"], "--max-sessions must be a whole number from 1 to 100, not 0."),
        (["--max-sessions", "101"], "--max-sessions must be a whole number from 1 to 100"),
        (["--max-sessions", "2.5"], "--max-sessions must be a whole number from 1 to 100"),
        (["--public-url", "cards.example.org"], "--public-url must be an http:// or https://"),
        (["--public-url", "https://a.example/?x=1"], "--public-url takes no query"),
    ],
)
def test_bad_numbers_and_addresses_are_one_sentence(capsys, args, said):
    try:
        code = main(["serve", *args])
    except SystemExit as exc:  # a number out of its bound, refused as argv is read
        code = exc.code
    assert code == 2
    assert said in one_line_error(capsys)


def test_without_the_web_extra_it_says_how_to_install_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "textual_serve", None)  # as if it were not installed
    assert main(["serve"]) == 2
    line = one_line_error(capsys)
    assert "needs the 'web' extra" in line and "pip install 'cardtui[web]'" in line


def test_public_url_is_normalised():
    assert public_url("https://cards.example.org") == "https://cards.example.org/"
    assert public_url("http://h:8080/cards") == "http://h:8080/cards/"
    assert public_url(None) is None


class TestStarting:
    """Up to the point where it would serve (``listen.run`` is replaced)."""

    @pytest.fixture(autouse=True)
    def no_serving(self, monkeypatch):
        pytest.importorskip("textual_serve", reason="the 'web' extra is not installed")
        from cardtui.web import listen

        self.served = []
        monkeypatch.setattr(listen, "run", lambda app, sock: self.served.append(sock))

    def test_loopback_by_default_and_no_warning(self, capsys, tmp_path):
        assert main(["serve", "--port", "0", "--data-dir", str(tmp_path)]) == 0
        out, err = capsys.readouterr()
        assert "cardtui is served at http://127.0.0.1:" in out
        assert err == ""
        assert self.served[0].getsockname()[0] == "127.0.0.1"
        assert (tmp_path / "visitors").is_dir()
        self.served[0].close()

    def test_any_other_address_is_warned_about(self, capsys, tmp_path):
        args = ["serve", "--host", "0.0.0.0", "--port", "0", "--data-dir", str(tmp_path)]
        assert main(args) == 0
        err = capsys.readouterr().err
        assert "Warning" in err and "no login and no TLS" in err
        assert "a process of their own" in err and "proxy" in err
        self.served[0].close()

    def test_a_port_in_use_is_a_sentence(self, capsys, tmp_path):
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            assert main(["serve", "--port", str(port), "--data-dir", str(tmp_path)]) == 2
        assert f"Port {port} on 127.0.0.1 is already in use" in one_line_error(capsys)

    def test_a_data_folder_that_cannot_be_made_is_a_sentence(self, capsys, tmp_path):
        blocker = tmp_path / "a-file"
        blocker.write_text("")
        assert main(["serve", "--port", "0", "--data-dir", str(blocker / "web")]) == 2
        assert "Cannot use" in one_line_error(capsys)
