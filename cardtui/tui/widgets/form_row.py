"""One row of a form (a label and its field, or a field and its note), laid out the way its
reader reads: in Persian and Arabic the label stands on the right and the field to its left,
the row against the right edge. Only the order of the row's widgets changes; each widget
draws its own text as ever (in reading order, by the right-to-left hook)."""

from __future__ import annotations

from textual.containers import Horizontal

from ..rtl_lines import ordering_lines


class FormRow(Horizontal):
    """A ``Horizontal`` row of a form, mirrored while lines read right to left. A form is
    composed again when the language changes, so each new row takes the order it needs."""

    def on_mount(self) -> None:
        if not ordering_lines() or self.has_class("-mirrored"):
            return
        self.add_class("-mirrored")
        children = list(self.children)
        for child in children[1:]:  # each in turn to the front: the row's order reversed
            self.move_child(child, before=0)
