"""Running a process that file permissions apply to, for the tests of folders cardtui may not
search (``chmod 000``). As root they do not apply, so root's tests run the process:

1. as user ``nobody`` (``setpriv --reuid``), when that user can run this Python and import
   cardtui's packages;
2. otherwise as root without the capabilities that bypass file permissions
   (``setpriv --bounding-set=-dac_override,-dac_read_search``): the kernel then checks the
   mode bits as for any user. (Here Python lives under /root, which nobody cannot enter.)

A normal user needs neither. When none of this works the tests are skipped, saying why.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("locked_folder_probe.py")
NOBODY = ["--reuid=65534", "--regid=65534", "--clear-groups"]
NO_BYPASS = ["--bounding-set=-dac_override,-dac_read_search", "--inh-caps=-all"]


def _obeys_permissions(prefix: list[str], folder: Path) -> bool:
    """Whether a process run with ``prefix`` can import cardtui's packages and is refused
    entry to a chmod 000 folder."""
    check = (
        "import os, sys, textual, filelock, platformdirs\n"
        "try:\n    os.listdir(sys.argv[1])\nexcept PermissionError:\n    sys.exit(0)\n"
        "sys.exit(3)\n"
    )
    try:
        done = subprocess.run(
            [*prefix, sys.executable, "-c", check, str(folder)],
            cwd=ROOT,
            capture_output=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


@functools.cache
def user_prefix() -> tuple[tuple[str, ...] | None, str]:
    """The command prefix that runs a process as an unprivileged user, and how; or None and
    why not."""
    if os.geteuid() != 0:
        return (), "a normal user"
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None, "running as root, and setpriv is not installed to drop root's rights"
    with locked_base() as base:
        locked = base / "locked"
        locked.mkdir(mode=0)
        for how, args in (("user nobody", NOBODY), ("root without DAC capabilities", NO_BYPASS)):
            if _obeys_permissions([setpriv, *args], locked):
                return (setpriv, *args), how
    return None, "running as root, and neither nobody nor a root without DAC rights can run it"


@contextmanager
def locked_base() -> Iterator[Path]:
    """A folder every user may enter (the tests' own tmp_path is root's alone), removed
    afterwards with every permission given back."""
    path = Path(tempfile.mkdtemp(prefix="cardtui-locked-"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        # Top down: each folder is opened again before the walk goes into it.
        for folder, dirs, _files in os.walk(path):
            for d in dirs:
                os.chmod(os.path.join(folder, d), 0o755)
        shutil.rmtree(path, ignore_errors=True)


def run_probe(mode: str, data: Path) -> dict:
    """The probe (``store``, ``menu``, ``resume`` or ``play``) run by the unprivileged user on
    the data folder ``data``; its JSON answer."""
    prefix, _how = user_prefix()
    assert prefix is not None
    env = {**os.environ, "CARDTUI_DATA_DIR": str(data), "HOME": str(data.parent)}
    done = subprocess.run(
        [*prefix, sys.executable, str(PROBE), mode],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
