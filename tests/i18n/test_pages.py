"""The rules pages and the table help in the players' languages (issue 28, item 1): the current
language's page, English where a translation is missing, and in the pseudo-language the English
page with its prose marked and its Markdown intact."""

from __future__ import annotations

import re

import pytest
from markdown_it import MarkdownIt

from cardtui.i18n import set_language
from cardtui.i18n.pseudo import bypassed
from cardtui.resources import assets_dir, help_text, rules_text

GAMES = ("zirkhaki", "xeri", "hidden_unders")
PAGES = [("rules", g) for g in GAMES] + [("help", "table")]
LANGS = ("fa", "ar")
_md = MarkdownIt("commonmark").enable("table")


def text(kind: str, name: str) -> str:
    return rules_text(name) if kind == "rules" else help_text(name)


def shape(page: str) -> list[str]:
    """The page's block structure: headings with their level, lists, items, tables, rows,
    cells, quotes and paragraphs, in order; the words left out."""
    return [
        t.type + (t.tag if t.type == "heading_open" else "")
        for t in _md.parse(page)
        if t.nesting == 1
    ]


def code_spans(page: str) -> list[str]:
    return sorted(re.findall(r"`[^`]*`", page))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("kind", "name"), PAGES)
def test_the_current_languages_page_is_chosen(kind, name, lang):
    english = text(kind, name)
    set_language(lang)
    page = text(kind, name)
    assert page == (assets_dir() / kind / lang / f"{name}.md").read_text(encoding="utf-8")
    assert page != english
    assert re.search(r"[\u0600-\u06ff]", page)


def test_a_missing_translation_falls_back_to_english(tmp_path, monkeypatch):
    import cardtui.resources as resources

    (tmp_path / "rules" / "fa").mkdir(parents=True)
    (tmp_path / "rules" / "xeri.md").write_text("# Xeri\n", encoding="utf-8")
    (tmp_path / "help").mkdir()
    (tmp_path / "help" / "table.md").write_text("Fair play\n", encoding="utf-8")
    monkeypatch.setattr(resources, "assets_dir", lambda: tmp_path)
    set_language("fa")
    assert rules_text("xeri") == "# Xeri\n"
    assert help_text("table") == "Fair play\n"
    assert help_text("nothing") == ""
    with pytest.raises(FileNotFoundError):
        rules_text("nothing")


@pytest.mark.parametrize(("kind", "name"), PAGES)
def test_pseudo_pages_mark_the_prose_and_keep_the_markdown(kind, name):
    english = text(kind, name)
    set_language("qps")
    page = text(kind, name)
    assert page != english
    assert shape(page) == shape(english)
    assert code_spans(page) == code_spans(english)
    # the code spans are typed moves and card codes, meant to stay as typed
    prose = re.sub(r"`[^`]*`", "", page)
    assert bypassed(prose, allowed=("Enter", "Dead", "Man", "Draw", "pagat.com")) == []


def test_pseudo_keeps_link_targets():
    from cardtui.resources import pseudo_markdown

    page = pseudo_markdown("- See [the rules](https://example.com/rules) and `draw`.\n")
    assert page.startswith("- ⟦")
    assert "](https://example.com/rules)" in page and "`draw`" in page


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("kind", "name"), PAGES)
def test_every_translation_has_the_english_pages_structure(kind, name, lang):
    english = (assets_dir() / kind / f"{name}.md").read_text(encoding="utf-8")
    page = (assets_dir() / kind / lang / f"{name}.md").read_text(encoding="utf-8")
    heads = [t.tag for t in _md.parse(english) if t.type == "heading_open"]
    assert [t.tag for t in _md.parse(page) if t.type == "heading_open"] == heads
    # tables keep their rows and columns, and typed moves stay typed
    assert [s for s in shape(page) if s.startswith(("table", "tr", "th", "td"))] == [
        s for s in shape(english) if s.startswith(("table", "tr", "th", "td"))
    ]
    assert code_spans(page) == code_spans(english)
    assert "\u200c" in page or lang != "fa"  # Persian spelling needs its ZWNJ (می‌کشد)
