from .cli import main

# Guarded: search worker processes import the main module again, and must not start the app.
if __name__ == "__main__":
    raise SystemExit(main())
