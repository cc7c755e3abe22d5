"""Forms in Persian and Arabic read from the right (issue 28): each row's label stands on the
right and its field to its left; in English the label stays on the left."""

from __future__ import annotations

import pytest
from tui.tui_helpers import quick_settings

from cardtui.i18n import set_language
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.screens.setup import SetupScreen
from cardtui.tui.widgets.form_row import FormRow


def label_and_field(row: FormRow):
    label = row.query_one(".form-label")
    field = next(w for w in row.children if w is not label)
    return label.region, field.region


@pytest.mark.parametrize(
    ("code", "label_on_the_right"), [("en", False), ("fa", True), ("ar", True)]
)
async def test_a_form_row_puts_its_label_where_its_reader_starts(code, label_on_the_right):
    set_language(code)  # the suite's fixture sets English back afterwards
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        rows = list(app.screen.query(FormRow))
        assert len(rows) > 5
        for row in rows:
            label, field = label_and_field(row)
            if label.width and field.width:
                assert (label.x > field.x) is label_on_the_right, row
