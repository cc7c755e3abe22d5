"""The rules run headless: importing core and games loads neither Textual nor Rich."""

import subprocess
import sys


def test_core_and_games_do_not_load_textual_or_rich():
    code = (
        "import sys\n"
        "import cardtui.core, cardtui.games, cardtui.bots\n"
        "for name in cardtui.games.all():\n"
        "    cardtui.games.get(name)\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(loaded))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
