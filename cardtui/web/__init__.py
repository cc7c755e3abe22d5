"""Play in a web browser: ``cardtui serve`` (the optional ``web`` extra).

Each browser visitor gets their own app process (textual-serve's ``AppService``) and their own
data folder; the page is shipped here and loads nothing from outside the server.
"""
