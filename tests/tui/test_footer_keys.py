"""The footer's keys (cardtui/tui/footer_keys.py): built afresh on every change of the keys
that apply, each is styled once as it appears, and they look as Textual's own."""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

import cardtui.tui.app  # noqa: F401  (the app puts its footer keys in place when imported)


class Keys(App):
    BINDINGS = [Binding("d", "draw", "Draw"), Binding("b", "bank", "Bank")]

    def compose(self):
        yield Footer()

    def action_draw(self) -> None: ...

    def action_bank(self) -> None: ...


async def test_footer_keys_are_not_restyled_as_they_appear_and_keep_textuals_look():
    app = Keys()
    restyled: list[object] = []
    async with app.run_test(size=(80, 10)) as pilot:
        await pilot.pause()
        update_styles = app.update_styles

        def counting(node, animate=True):
            restyled.append(node)
            update_styles(node, animate=animate)

        app.update_styles = counting  # type: ignore[method-assign]
        app.screen.refresh_bindings()  # the footer builds its keys again
        await pilot.pause()
        await pilot.pause()
        keys = list(app.query(FooterKey))
        assert {key.key for key in keys} >= {"d", "b"}
        assert not [node for node in restyled if isinstance(node, FooterKey)]
        palette = [key for key in keys if key.has_class("-command-palette")]
        bound = [key for key in keys if key not in palette]
        assert palette and all(key.compact and key.has_class("-compact") for key in palette)
        assert bound and not any(key.compact or key.has_class("-compact") for key in bound)
