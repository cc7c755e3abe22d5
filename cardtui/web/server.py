"""The web server behind ``cardtui serve``.

A small aiohttp app around textual-serve's parts: its ``AppService`` runs one app process per
browser tab and relays the terminal over a websocket, and its static files (xterm.js bundled as
``textual.js``, the Roboto Mono fonts) draw it. We serve our own page (``templates/``) and our
own routes so that the page makes no request outside this server, every visitor has their own
data folder, and the number of processes is capped.

``VisitorApp`` reaches into ``AppService`` (``_build_environment``, ``_process``, ``_task``):
textual-serve is pinned below its next major for that, and tests/web exercise each of them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2
import textual_serve
from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

from ..i18n import N_, _, current_language, is_rtl, ngettext, number
from ..store.paths import ENV as DATA_DIR_ENV
from . import visitors

STATIC = Path(textual_serve.__file__).resolve().parent / "static"
TEMPLATES = Path(__file__).resolve().parent / "templates"
# A visitor's app is asked to quit when their tab closes; one that has not gone by then is
# killed (its autosave was written after its last move, so nothing is lost).
STOP_TIMEOUT = 5.0
FONT_SIZES = range(8, 49)


def app_command(lang: str | None = None) -> str:
    """The app, run by the Python that runs the server. ``exec``: the shell textual-serve
    starts becomes the app, so the process we count, log and stop is the app itself.
    ``lang``: the server's ``--lang``, handed on so its visitors' games speak it too (each
    app is a new process; without it the game would speak the locale, the page ``lang``)."""
    words = [sys.executable, "-m", "cardtui", *(["--lang", lang] if lang else [])]
    if os.name == "posix":
        import shlex

        return "exec " + shlex.join(words)
    import subprocess

    return subprocess.list2cmdline(words)


@dataclass
class ServeConfig:
    data_root: Path
    max_sessions: int = 8
    public_url: str | None = None  # the address people open, ending in "/"; None: the page's own
    command: str = field(default_factory=app_command)


# Translators: the page shows it when a game ends; at most 123 bytes in UTF-8 (about 55
# Persian or Arabic letters), the limit of a websocket's closing reason
CRASHED = N_("cardtui stopped with an error (the server's log says why). Your game was saved.")
CLOSE_REASON_BYTES = 123  # a websocket close frame's reason (RFC 6455)


def full_message(limit: int) -> str:
    """Why a visitor cannot play now (the page says it, and the closing reason)."""
    if limit == 1:
        return _("Every place is taken: one person is playing. Please try again in a little while.")
    # Translators: at most 123 bytes in UTF-8 (a websocket's closing reason; about 55 Persian
    # or Arabic letters)
    return ngettext(
        "Every place is taken: {count} person is playing. Please try again in a little while.",
        "Every place is taken: {count} people are playing. Please try again in a little while.",
        limit,
    ).format(count=number(limit))


def close_reason(said: str) -> bytes:
    """A translated sentence as a websocket's closing reason: too long for one (123 bytes),
    none is given and the page says its own "The game has closed" (never a sentence cut)."""
    data = said.encode("utf-8")
    return data if len(data) <= CLOSE_REASON_BYTES else b""


class VisitorApp(AppService):
    """One visitor's app process: textual-serve's relay, with the visitor's own data folder."""

    def __init__(self, command: str, data_dir: Path, **kwargs: Any) -> None:
        super().__init__(command, **kwargs)
        self.data_dir = data_dir

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        env = super()._build_environment(width=width, height=height)
        env[DATA_DIR_ENV] = str(self.data_dir)
        # The visitor's "terminal" is the page, which always has colour; NO_COLOR is the
        # preference of whoever started the server, not of the people playing.
        env.pop("NO_COLOR", None)
        return env

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    @property
    def returncode(self) -> int | None:
        return self._process.returncode if self._process is not None else None

    @property
    def relay(self) -> asyncio.Task[None] | None:
        """The task relaying the app's output; it ends when the app process does."""
        return self._task

    async def close(self) -> None:
        """Ask the app to quit; kill it if it has not gone after ``STOP_TIMEOUT`` seconds."""
        try:
            await asyncio.wait_for(asyncio.shield(self.stop()), STOP_TIMEOUT)
        except (TimeoutError, ConnectionError, RuntimeError):
            self.kill()
        process = self._process
        if process is not None:
            try:
                await asyncio.wait_for(process.wait(), STOP_TIMEOUT)
            except TimeoutError:
                self.kill()
                await process.wait()

    def kill(self) -> None:
        if self._process is not None and self._process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.kill()


@dataclass(eq=False)
class Session:
    label: str
    websocket: web.WebSocketResponse
    app: VisitorApp | None = None
    finished: asyncio.Event = field(default_factory=asyncio.Event)  # its app has stopped
    ending: asyncio.Future[None] | None = None
    watch: asyncio.Future[None] | None = None


class CardServer:
    """The routes: ``/`` the page, ``/ws/<visitor key>`` a game, ``/static`` textual-serve's
    files. No downloads: cardtui never sends the browser a file."""

    def __init__(self, config: ServeConfig, out: Any = None) -> None:
        self.config = config
        self.out = out or sys.stdout
        # Games with their page open: the places taken. A closed page's app takes a moment
        # to stop; it no longer holds a place (a visitor reloading the page gets it back).
        self.sessions: set[Session] = set()
        self.running: set[Session] = set()  # games whose app has not stopped yet
        self.downloads = DownloadManager()  # AppService needs one; nothing is ever offered
        # The page's words come from our catalog as it is rendered ({{ _("...") }} in
        # templates/, extracted by Babel's jinja2 method): the server's language.
        self.templates = jinja2.Environment(
            loader=jinja2.FileSystemLoader(TEMPLATES),
            autoescape=True,
            extensions=["jinja2.ext.i18n"],
        )
        self.templates.install_gettext_callables(  # type: ignore[attr-defined]
            gettext=_, ngettext=ngettext, newstyle=True
        )

    def say(self, line: str) -> None:
        print(line, file=self.out, flush=True)

    def make_app(self) -> web.Application:
        app = web.Application()
        app.add_routes(
            [
                web.get("/", self.index),
                web.get("/ws/{key}", self.websocket),
                web.static("/static", STATIC),
            ]
        )
        app.on_shutdown.append(self.on_shutdown)
        return app

    @property
    def is_full(self) -> bool:
        return len(self.sessions) >= self.config.max_sessions

    # -- the page ------------------------------------------------------------------------------
    async def index(self, request: web.Request) -> web.Response:
        try:
            font_size = int(request.query.get("fontsize", "16"))
        except ValueError:
            font_size = 16
        if font_size not in FONT_SIZES:
            font_size = 16
        base = self.config.public_url or ""
        nonce = secrets.token_urlsafe(16)
        html = self.templates.get_template("index.html").render(
            nonce=nonce,
            static_url=f"{base}static/",
            websocket_base=websocket_url(base) if base else "",
            font_size=font_size,
            full=full_message(self.config.max_sessions) if self.is_full else "",
            lang=current_language(),
            direction="rtl" if is_rtl(current_language()) else "ltr",
        )
        return web.Response(
            text=html,
            content_type="text/html",
            status=503 if self.is_full else 200,
            headers={
                "Content-Security-Policy": content_policy(nonce, request, base),
                "Cache-Control": "no-store",
                "Referrer-Policy": "no-referrer",
                "X-Content-Type-Options": "nosniff",
            },
        )

    # -- a game --------------------------------------------------------------------------------
    async def websocket(self, request: web.Request) -> web.StreamResponse:
        key = request.match_info["key"]
        if not visitors.is_valid_key(key):
            raise web.HTTPBadRequest(text=_("Not a visitor key: reload the page.") + "\n")
        if not same_origin(request, self.config.public_url):
            # Another site's page must not start games here through the visitor's browser.
            raise web.HTTPForbidden(text=_("This game is played from its own page.") + "\n")
        websocket = web.WebSocketResponse(heartbeat=15)
        await websocket.prepare(request)
        label = visitors.label(key)
        if self.is_full:
            limit = self.config.max_sessions
            self.say(
                _("visitor {visitor}: turned away ({taken} of {limit} places taken)").format(
                    visitor=label, taken=number(limit), limit=number(limit)
                )
            )
            message = close_reason(full_message(self.config.max_sessions))
            await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=message)
            return websocket
        session = Session(label, websocket)
        self.sessions.add(session)  # taken before the next await: the limit cannot be overrun
        self.running.add(session)
        try:
            await self.play(session, key, request, websocket)
        finally:
            self.sessions.discard(session)
            # Stop the app to the end even when this handler is cancelled (a lost connection,
            # the server stopping): the shielded task runs on after a cancellation.
            session.ending = asyncio.ensure_future(self.end(session))
            await asyncio.shield(session.ending)
        return websocket

    async def play(
        self, session: Session, key: str, request: web.Request, websocket: web.WebSocketResponse
    ) -> None:
        try:
            folder = visitors.visitor_dir(self.config.data_root, key)
        except OSError as exc:
            self.say(
                # Translators: {reason} is the system's own words
                _("visitor {visitor}: no data folder ({reason})").format(
                    visitor=session.label, reason=exc.strerror or exc
                )
            )
            await websocket.close(
                code=WSCloseCode.INTERNAL_ERROR,
                message=close_reason(_("The server cannot store your games.")),
            )
            return
        app = session.app = VisitorApp(
            self.config.command,
            folder,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=websocket.close,
            download_manager=self.downloads,
        )
        width = bounded(request.query.get("width"), 80)
        height = bounded(request.query.get("height"), 24)
        await app.start(width, height)
        self.say(
            # Translators: a line of the server's log; {process} is a process id
            _(
                "visitor {visitor}: game opened (process {process}; "
                "{taken} of {limit} places taken)"
            ).format(
                visitor=session.label,
                process=app.pid,
                taken=number(len(self.sessions)),
                limit=number(self.config.max_sessions),
            )
        )
        session.watch = asyncio.ensure_future(self.watch_app(app, websocket))
        await self.relay_browser(websocket, app)

    async def watch_app(self, app: VisitorApp, websocket: web.WebSocketResponse) -> None:
        """The app ended on its own (Quit, or a crash): end the page too, saying which."""
        if app.relay is not None:
            await app.relay
        if app._process is None:
            return
        if await app._process.wait() in (0, None) or websocket.closed:
            await websocket.close()
            return
        await websocket.close(code=WSCloseCode.INTERNAL_ERROR, message=close_reason(_(CRASHED)))

    async def end(self, session: Session) -> None:
        """The page has gone: stop its app (its autosave was written after its last move)."""
        try:
            app = session.app
            if app is not None and app.pid is not None:
                await app.close()
                code = app.returncode
                if code in (0, None):
                    said = _("visitor {visitor}: game closed (process {process})")
                else:
                    said = _(
                        "visitor {visitor}: game closed (process {process}, exit status {code})"
                    )
                self.say(said.format(visitor=session.label, process=app.pid, code=code))
        finally:
            self.running.discard(session)
            session.finished.set()

    async def relay_browser(self, websocket: web.WebSocketResponse, app: VisitorApp) -> None:
        """Keys, clicks, size and focus from the page to the app (textual-serve's protocol);
        anything malformed is ignored."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope:
                continue
            kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str):
                await app.send_bytes(data.encode("utf-8"))
            elif kind == "resize" and isinstance(data, dict):
                await app.set_terminal_size(
                    bounded(data.get("width"), 80), bounded(data.get("height"), 24)
                )
            elif kind == "ping" and isinstance(data, str):
                await websocket.send_json(["pong", data])
            elif kind == "focus":
                await app.focus()
            elif kind == "blur":
                await app.blur()

    async def apps_stopped(self, timeout: float = 2 * STOP_TIMEOUT) -> None:
        """Wait (bounded) until every game started so far has stopped its app."""
        sessions = list(self.running)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*(s.finished.wait() for s in sessions)), timeout)

    async def on_shutdown(self, app: web.Application) -> None:
        """Server stopping: close every page (each handler then stops its app), and kill any
        app that has not gone in time, so no app outlives the server."""
        sessions = list(self.running)
        for session in sessions:
            await session.websocket.close(
                code=WSCloseCode.GOING_AWAY, message=close_reason(_("The server has stopped."))
            )
        await self.apps_stopped()
        for session in sessions:
            if session.app is not None:
                session.app.kill()


def bounded(value: Any, default: int) -> int:
    """A terminal size from the page: a whole number from 1 to 1000, or the default."""
    try:
        number = int(value)
    except (TypeError, ValueError):
        return default
    return number if 1 <= number <= 1000 else default


def websocket_url(http_url: str) -> str:
    return "ws" + http_url[len("http") :] if http_url.startswith("http") else http_url


def content_policy(nonce: str, request: web.Request, public_url: str) -> str:
    """Only this server: scripts, styles, fonts, images and the websocket. Inline styles are
    allowed because xterm.js sets them; inline scripts only with this response's nonce."""
    sockets = f"ws://{request.host} wss://{request.host}"
    if public_url:
        sockets += " " + websocket_url(public_url.rstrip("/"))
    return (
        "default-src 'none'; "
        f"script-src 'self' 'nonce-{nonce}'; "
        "style-src 'self' 'unsafe-inline'; "
        "font-src 'self'; img-src 'self' data:; "
        f"connect-src 'self' {sockets}; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


def same_origin(request: web.Request, public_url: str | None) -> bool:
    """A browser names the page that opens a websocket (Origin); it must be ours. Clients
    that are not browsers send none and are not a cross-site risk."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    from urllib.parse import urlsplit

    theirs = urlsplit(origin)
    if theirs.netloc == request.host:
        return True
    if public_url:
        ours = urlsplit(public_url)
        return (theirs.scheme, theirs.netloc) == (ours.scheme, ours.netloc)
    return False
