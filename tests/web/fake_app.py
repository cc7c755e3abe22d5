"""A stand-in for ``python -m cardtui`` that speaks textual-serve's protocol, for the server
tests: it says which data folder and environment it got, echoes keys, and quits when asked
(the key "x" quits as the player would, "!" crashes)."""

import json
import os
import sys

out = sys.stdout.buffer


def packet(kind: bytes, payload: bytes) -> None:
    out.write(kind + len(payload).to_bytes(4, "big") + payload)
    out.flush()


out.write(b"__GANGLION__\n")
hello = {
    "data_dir": os.environ.get("CARDTUI_DATA_DIR"),
    "no_color": "NO_COLOR" in os.environ,
    "pid": os.getpid(),
}
packet(b"D", json.dumps(hello).encode())
stdin = sys.stdin.buffer
while kind := stdin.read(1):
    payload = stdin.read(int.from_bytes(stdin.read(4), "big"))
    if kind == b"M" and json.loads(payload).get("type") == "quit":
        break
    if kind == b"D" and payload == b"x":
        break
    if kind == b"D" and payload == b"!":
        sys.exit(3)
    if kind == b"D":
        packet(b"D", b"echo:" + payload)
