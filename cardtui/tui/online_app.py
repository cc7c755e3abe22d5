"""The app opened by ``cardtui join``: the usual app, starting at the "Play online" form (which
connects at once when the command line named a room or a game). Leaving the online table
leads to the menu, like every table."""

from __future__ import annotations

from .app import CardSuiteApp
from .screens.online import OnlineScreen, Plan
from .settings import UiSettings


class OnlineApp(CardSuiteApp):
    def __init__(self, plan: Plan, settings: UiSettings | None = None) -> None:
        super().__init__(settings=settings)
        self.plan = plan

    def on_mount(self) -> None:
        self.call_later(self.push_screen, OnlineScreen(self.plan))


def run_online(plan: Plan, settings: UiSettings | None = None) -> int:
    app = OnlineApp(plan, settings)
    try:
        app.run()
    finally:
        app.language.close()
    return app.return_code or 0
