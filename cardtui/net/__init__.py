"""Online play: the game server (``cardtui host``) and its client library.

- :mod:`.messages`: the wire protocol (JSON in websocket text frames, versioned);
- :mod:`.server`, :mod:`.connection`, :mod:`.runner`: the asyncio server, one connection's
  queue and budget, and the bots and timers of every room;
- :mod:`.room`, :mod:`.seats`, :mod:`.tables`: rooms and seats, and what each seat (or a
  spectator: ``core.public.public_view``) is shown;
- :mod:`.store`: rooms on disk (SQLite), replayed on start;
- :mod:`.client`: the client used by the tests, the load command and the app;
- :mod:`.bench`: the load command (``cardtui bench --server``).

See docs/online.md for the protocol and the design.
"""
