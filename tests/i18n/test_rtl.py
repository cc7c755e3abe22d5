"""Right-to-left lines in visual order for terminals without BiDi (issue 28, item 4)."""

from __future__ import annotations

import unicodedata

import pytest
from bidi import get_display

from cardtui.i18n.rtl import align_right, has_rtl, isolate_cards, visual, visual_order, visual_spans
from cardtui.i18n.width import cell_width


def plain(text: str) -> str:
    """Joined letter forms back to the plain letters, to compare words (NFKC folds them; a
    lam-alef ligature folds to lam, alef, which in visual order reads alef, lam)."""
    out = []
    for ch in text:
        folded = unicodedata.normalize("NFKC", ch)
        out.append(folded[::-1] if "\ufef5" <= ch <= "\ufefc" else folded)
    return "".join(out)


def test_the_library_alone_flips_a_card_and_we_do_not():
    assert get_display("سلام 5♠ abc") == "abc ♠5 مالس"  # why the isolates are there
    assert plain(visual("سلام 5♠ abc")) == "abc 5♠ مالس"


@pytest.mark.parametrize("card", ["5♠", "10♦", "A♥", "Q♣", "10D", "JS"])
def test_a_card_keeps_reading_order_in_a_persian_sentence(card):
    shown = plain(visual(f"علی {card} را بازی کرد"))
    assert shown == f"درک یزاب ار {card} یلع"


def test_several_cards_read_right_to_left_each_one_whole():
    # logical: "played 5♠ and 10♦": the first card is read first, so it is rightmost
    assert plain(visual("بازی کرد 5♠ و 10♦")) == "10♦ و 5♠ درک یزاب"


def test_a_latin_name_and_digits_stay_in_their_order():
    shown = plain(visual("Alice کارت 12 امتیاز گرفت"))
    assert shown == "تفرگ زایتما 12 تراک Alice"


def test_persian_digits_run_left_to_right_inside_the_line():
    assert plain(visual("امتیاز: ۲۵")) == "۲۵ :زایتما"


def test_persian_zwnj_is_kept_and_breaks_the_joining():
    shown = visual("کارت\u200cها")  # "cards": two joined halves, not one word
    assert "\u200c" in shown
    assert shown == "\ufe8e\ufeeb\u200c\ufe95\ufead\ufe8e\ufb90"  # ها: alef final, heh initial
    assert cell_width(shown) == 6


def test_letters_take_their_joined_forms():
    # سلام: seen initial, lam medial... and the lam-alef becomes its one-cell ligature
    assert visual("سلام") == "\ufee1\ufefc\ufeb3"


def test_brackets_face_the_right_way_in_a_right_to_left_run():
    # the opening bracket is read first, on the right: it must open to the left, as ")"
    shown = plain(visual("امتیاز (خری)"))
    assert shown == "(یرخ) زایتما"


def test_a_haraka_stays_on_its_letter():
    shown = visual("خِر")  # kh, kasra, re
    assert shown.index("\u0650") == shown.index("\ufea7") + 1  # the mark follows its letter


def test_left_to_right_text_is_left_as_it_is():
    assert visual("Alice played 5♠", rtl=False) == "Alice played 5♠"
    assert not has_rtl("Alice played 5♠")
    assert visual("") == ""


def test_a_persian_name_in_an_english_line():
    assert plain(visual("Alice beat علی by 5", rtl=False)) == "Alice beat یلع by 5"


def test_trailing_spaces_go_to_the_paragraphs_end_on_the_left():
    assert visual_order("abc  ", rtl=True) == [4, 3, 0, 1, 2]  # "  abc"
    assert visual_order("abc  ", rtl=False) == [0, 1, 2, 3, 4]


@pytest.mark.parametrize(
    "line", ["سلام دنیا", "علی و Bob با 3 کارت", "a b ج د e", "۱۲ تا 34 از 56", "x: ٣-٤ ok"]
)
def test_the_order_matches_the_library_where_it_is_right(line):
    # no brackets, no cards, no harakat: python-bidi's own display is the reference
    assert plain(visual(line)) == get_display(line, base_dir="R")


def test_spans_move_with_their_characters():
    text = "سلام Bob 5♠"
    shown, spans = visual_spans(text, [(0, 4, "red"), (5, 8, "bold"), (9, 11, "card")])
    assert plain(shown) == "5♠ Bob مالس"
    picked = {style: plain(shown[a:b]) for a, b, style in spans}
    assert picked == {"red": "مالس", "bold": "Bob", "card": "5♠"}


def test_a_span_split_by_the_ordering_comes_back_in_pieces():
    # "ab سلام" is one span; in the line "ab سلام دنیا cd" the Persian words swap places, so
    # "سلام" lands after "دنیا" and the span comes back as two runs
    shown, spans = visual_spans("ab سلام دنیا cd", [(0, 7, "hi")], rtl=False)
    assert plain(shown) == "ab ایند مالس cd"
    assert [plain(shown[a:b]) for a, b, _ in spans] == ["ab ", "مالس"]


def test_isolates_mark_every_card():
    assert isolate_cards("5♠ 10♦ K") == "\u20665♠\u2069 \u206610♦\u2069 K"


def test_align_right_counts_cells_not_characters():
    assert align_right("کارت\u200cها", 10) == "    کارت\u200cها"
    assert align_right("বাংলা", 7) == "  বাংলা"  # five cells: the vowel signs take one each
    assert align_right("too long", 3) == "too long"


def test_footer_keys_and_arrow_pairs_read_as_written():
    # Textual's footer names ctrl+s "^s"; the prompts name the arrow keys "←→"
    assert plain(visual("^s ذخیره  ←→ انتخاب")) == "باختنا ←→  هریخذ ^s"


def test_a_row_of_a_latin_name_and_persian_scores_reads_right_to_left():
    assert has_rtl("▶ Bob   ۰    ۰")
    assert plain(visual("▶ Bob   ۰    ۰")) == "۰    ۰   Bob ▶"
    assert not has_rtl("  1     2     3")  # the keys under a hand stay where they are


def test_a_rank_with_its_count_reads_the_same_way_for_digits_and_letters():
    assert plain(visual("معلوم: 2 9×2 J×2")) == "J×2 9×2 2 :مولعم"
