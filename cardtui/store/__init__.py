"""What cardtui remembers on disk: saves (action logs), settings and statistics.

Everything lives under the platform's user data directory (``CARDTUI_DATA_DIR`` overrides it,
which the tests use). Files are written to a temporary file, flushed, then renamed over the old
one, so a crash never leaves half a file behind.
"""

from .paths import data_dir
from .saves import SaveError, SaveGame

__all__ = ["SaveError", "SaveGame", "data_dir"]
