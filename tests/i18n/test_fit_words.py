"""A caption fitted to its place is shortened at a word, never cut inside one
(cardtui/tui/fit.py, used by the piles' and Zirkhaki's captions)."""

from __future__ import annotations

from rich.text import Text

from cardtui.i18n.width import cell_width
from cardtui.tui.fit import fit_words


def test_whole_words_then_the_ellipsis_and_the_styles_kept():
    caption = Text("Bank of the river")
    caption.stylize("red", 0, 4)
    assert fit_words(caption, 12).plain == "Bank of the…"
    assert caption.spans[0].start == 0 and caption.spans[0].end == 4


def test_a_text_that_fits_is_left_alone():
    assert fit_words(Text("Pile (3)"), 8).plain == "Pile (3)"


def test_never_mid_word_in_any_script():
    for text in ("کارت\u200cهای سوخته در زمین", "হিডেন আন্ডার খেলা চলছে", "Ξερή με τον Άρη"):
        words = text.split()
        for width in range(0, 26):
            out = fit_words(Text(text), width).plain
            assert cell_width(out) <= width, (text, width, out)
            assert all(w in words for w in out.removesuffix("…").split())


def test_no_comma_hangs_before_the_ellipsis():
    assert fit_words(Text("Ann, Bob and Cy"), 7).plain == "Ann…"
    assert fit_words(Text("علی، رضا و سارا"), 6).plain == "علی…"


def test_a_first_word_too_long_leaves_only_the_ellipsis():
    assert fit_words(Text("Astrolabe"), 4).plain == "…"
    assert fit_words(Text("Astrolabe"), 0).plain == ""


def test_truncate_at_word_keeps_richs_cut_when_it_is_at_a_word():
    from cardtui.tui.fit import truncate_at_word

    assert truncate_at_word(Text("normal bot and more"), 12).plain == "normal bot …"
    assert truncate_at_word(Text("normal bot and more"), 9).plain == "normal…"
    assert truncate_at_word(Text("short"), 10).plain == "short"


def test_fit_rows_shortens_at_a_word_to_the_rows():
    from cardtui.tui.fit import fit_rows

    text = Text("one two three four five six seven eight")
    assert fit_rows(text, 40, 2) is text
    assert fit_rows(text, 10, 2).plain == "one two three…"  # "one two" / "three…"
