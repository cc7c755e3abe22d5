"""The terminal's own BiDi switched off while cardtui orders right-to-left lines itself.

A terminal that reorders (mlterm, Konsole, GNOME Terminal/VTE 0.58+) would reorder lines
cardtui has already put in visual order, so they would come out backwards again. ECMA-48's
BDSM (bi-directional support mode, mode 8) has it show cells as sent: ``CSI 8 l`` sets the
explicit mode, ``CSI 8 h`` puts back the implicit one (the terminals' default). Terminals
without BiDi ignore both.

The mode outlives the process, so it is put back on every way out: normally and on an
exception (``finally``), on ``sys.exit`` from a thread or an uncaught error in shutdown
(``atexit``), and on SIGTERM/SIGHUP (a handler that puts the mode back, then dies of the
signal as before; installed only where the signal had its default action).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import signal
import sys
from collections.abc import Iterator
from typing import IO

BDSM_EXPLICIT = "\x1b[8l"
BDSM_IMPLICIT = "\x1b[8h"


def _write(stream: IO[str] | None, text: str) -> None:
    """Straight to the file descriptor: works after Textual has let the terminal go, and
    writes nothing when output is no terminal (a pipe, the browser's server)."""
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError, AttributeError):
        fd = stream.fileno()
        if os.isatty(fd):
            os.write(fd, text.encode("ascii"))


@contextlib.contextmanager
def explicit_bidi_mode(active: bool = True, stream: IO[str] | None = None) -> Iterator[None]:
    """Inside the ``with``, the terminal shows cells as sent (see the module's doc).
    ``active`` False (a left-to-right language, or the setting "by the terminal") does
    nothing at all."""
    if not active:
        yield
        return
    out = stream if stream is not None else sys.__stdout__
    done = False

    def restore() -> None:
        nonlocal done
        if not done:
            done = True
            _write(out, BDSM_IMPLICIT)

    def on_signal(signum: int, frame: object) -> None:
        restore()
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)  # the default action: the process ends as it would have

    installed = {}
    for name in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, name, None)
        with contextlib.suppress(ValueError, TypeError):  # not the main thread: no signals
            if signum is not None and signal.getsignal(signum) == signal.SIG_DFL:
                installed[signum] = signal.signal(signum, on_signal)
    atexit.register(restore)
    _write(out, BDSM_EXPLICIT)
    try:
        yield
    finally:
        restore()
        atexit.unregister(restore)
        for signum, previous in installed.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(signum, previous)
