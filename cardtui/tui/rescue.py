"""When something breaks at a table, the match is never left stuck.

Textual ends the app on any exception a handler, timer, worker, animation or callback raises,
and its crash report can itself fail (a half-built object it cannot show): the handler that
raised had stopped, the app did not end, and the table sat frozen ("Bot 2 draws a card…" for
good, no key answered). So the app hands every such exception here first. While a match is
on the screen stack:

- the table is set up again from the match as it stands (every move is saved as it is
  made, the way ``cardtui --resume`` picks a match up), the player reads a sentence saying
  so, and play goes on;
- if the same position breaks it again, the table is closed instead, the match left saved for
  Resume, and a message says so;
- a finished match goes back to the menu (its results are already kept).

The details go to ``errors.log`` in the data folder, for a bug report. Anywhere else (the
menu, a form) Textual's own handling stands: the app ends with the error shown, and if
showing it fails, with a plain traceback rather than a frozen screen.
"""

from __future__ import annotations

import traceback
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core import Match
from ..i18n import N_, _
from ..store.files import ensure_folder
from ..store.paths import data_dir

if TYPE_CHECKING:
    from .screens.table import TableScreen

REPORT = "errors.log"
REPORT_LIMIT = 200_000  # bytes: an older report is replaced rather than grown for ever

# Every exception rescued at a table, in order. The tests check it is empty after each test,
# so an error the rescue hides from the player is never hidden from the test suite.
failures: list[BaseException] = []
KEPT = 20


def report(error: BaseException) -> Path | None:
    """Write the error's traceback to the report file; its path, or None if it failed."""
    path = data_dir() / REPORT
    inner = getattr(error, "error", None)  # a worker's failure carries the bot's own error
    shown = inner if isinstance(inner, BaseException) else error
    text = "".join(traceback.format_exception(type(shown), shown, shown.__traceback__))
    try:
        ensure_folder(path.parent)
        mode = "w" if path.exists() and path.stat().st_size > REPORT_LIMIT else "a"
        with path.open(mode, encoding="utf-8") as file:
            file.write(f"--- {datetime.now():%Y-%m-%d %H:%M:%S}\n{text}\n")
    except OSError:
        return None
    return path


def _table(app: Any) -> TableScreen | None:
    from .screens.table import TableScreen

    return next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)


def _moves(match: Any) -> tuple[str, int]:
    """Which match and how far into it: the same position failing twice stops the retries."""
    from ..store.saves import match_id_of

    return match_id_of(match), sum(len(r) for r in match.log)


def at_table(app: Any, error: BaseException) -> bool:
    """Deal with ``error`` if a match is on the screen stack (True), else leave it to the
    app's own handling (False)."""
    if app._exit:
        return False  # the app is closing anyway: nothing left to keep going
    table = _table(app)
    if table is None:
        return False
    failures.append(error)
    del failures[:-KEPT]  # each holds its traceback, and with it the screens it went through
    app._failure_count = getattr(app, "_failure_count", 0) + 1
    where = report(error)
    if getattr(app, "_rescuing", False):
        return True  # the table is being set up again: this is an echo of the same trouble
    app._rescuing = True
    # Translators: {where} is the path of the file the error report was written to.
    details = " " + _("(The details are in {where}.)").format(where=where) if where else ""
    _stop(table)
    match = table.conductor.match
    if not isinstance(match, Match):  # an online table: the server keeps the match
        _leave_online(app, table, details)
    elif match.is_over:
        _to_menu(app, _("The match was over and its result is kept."), details)
    elif getattr(app, "_rescued_at", None) == _moves(match):
        _keep(app, match, details)
    else:
        app._rescued_at = _moves(match)
        app.call_later(_set_up_again, app, match, details)
    return True


def _stop(table: TableScreen) -> None:
    """No bot answer or timer of the broken table plays on (its screen may have stopped)."""
    with suppress(Exception):  # the table is broken already: it is being replaced
        table.conductor.stop()


async def _set_up_again(app: Any, match: Any, details: str) -> None:
    """A fresh table for the match as it stands, as Resume would open it."""
    from ..store.saves import SaveGame
    from .conductor import TableSetup
    from .tables import table_class

    try:
        setup = TableSetup.from_save(SaveGame.of(match))
        table_cls = table_class(setup.game)
        assert table_cls is not None
        table = table_cls(setup)
    except Exception as exc:  # the match no longer replays: keep what is saved
        report(exc)
        _to_menu(app, _(SAVED), details)
        return
    await app._show_alone(None)
    seen = app._failure_count
    await app.push_screen(table)
    app._rescuing = False
    if app._failure_count != seen:  # the new table failed as it opened
        _keep(app, match, details)
        return
    app.notify(
        _(
            "Something went wrong at the table, so it was set up again from the last move; "
            "the match goes on."
        )
        + details,
        severity="error",
        timeout=12,
        markup=False,
    )


SAVED = N_("The match is saved: Resume on the menu picks it up again.")


def _keep(app: Any, match: Any, details: str) -> None:
    """The match failed again at the same move: close the table, the match saved."""
    from . import session

    app._rescuing = True
    problem = session.write_autosave(match)  # saved after every move: this is a last check
    what = problem or _(SAVED)
    again = _("It happened again at the same move, so the table was closed.")
    _to_menu(app, f"{again} {what}", details)


def _to_menu(app: Any, what: str, details: str) -> None:
    from .screens.dialogs import MessageScreen

    async def go() -> None:
        await app._show_alone(None)
        app._rescuing = False
        text = _("Something went wrong at the table.") + f" {what}{details}"
        app.push_screen(MessageScreen(_("Something went wrong"), text))

    app.call_later(go)


def _leave_online(app: Any, table: Any, details: str) -> None:
    link, code = getattr(table, "link", None), getattr(table.conductor.match, "code", "")
    come_back = (
        " "
        # Translators: {command} is a command line to type, e.g. "cardtui join host:port CODE".
        + _("Your seat waits for you: {command} takes it back.").format(
            command=f"cardtui join {link.address} {code}"
        )
        if link is not None and code
        else ""
    )
    if link is not None:
        from .screens.remote_table import in_background

        in_background(link.close())
    _to_menu(app, _("The online table was closed.") + come_back, details)


def exit_plainly(app: Any, error: BaseException) -> None:
    """Textual's crash report failed (a local it could not show): end the app anyway, with
    the plain traceback, rather than leave it running with the failed handler stopped."""
    from rich.segment import Segments
    from rich.traceback import Traceback

    app._return_code = 1
    if app._exception is None:
        app._exception = error
        app._exception_event.set()
    try:
        shown = Traceback.from_exception(type(error), error, error.__traceback__)
        app._exit_renderables.append(Segments(app.console.render(shown, app.console.options)))
    except Exception:
        app._exit_renderables.append(
            "".join(traceback.format_exception(type(error), error, error.__traceback__))
        )
    app._close_messages_no_wait()
