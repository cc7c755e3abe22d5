"""Keeping a long session's memory bounded where Textual itself holds on to too much.

Textual 8's ``StylesCache.get_inner_outer`` is an instance method under ``functools.lru_cache``,
so its cache keeps up to 1024 widgets' style caches alive, each with every line it drew
(Textualize/textual#6665). A table recreates widgets all the time (the footer's keys on every
change of bindings), so a watched session grew by about 0.7 MB a round. Clearing that cache now
and then costs one recomputation of two background styles per widget.
"""

from __future__ import annotations

CLEAR_EVERY = 30.0  # seconds


def release_render_caches() -> None:
    """Forget Textual's render caches that pin widgets which are gone."""
    try:
        from textual._styles_cache import StylesCache
    except ImportError:  # a Textual without that module: nothing to release
        return
    cached = getattr(StylesCache, "get_inner_outer", None)
    clear = getattr(cached, "cache_clear", None)
    if clear is not None:  # fixed upstream one day: then it is no longer an lru_cache
        clear()
