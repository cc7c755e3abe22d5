"""cardtui: three card games in the terminal (Zirkhaki, Hidden Unders, Xeri)."""

__version__ = "0.1.0"
