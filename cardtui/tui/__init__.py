"""The Textual app: menu, game setup, tables, and the conductor that runs a match.

Nothing outside ``cardtui.tui`` imports Textual: rules, bots and tools run without it.
"""
