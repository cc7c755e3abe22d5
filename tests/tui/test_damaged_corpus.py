"""The app opens its menu, Saves and Resume whatever the data folder holds: the damaged-file
corpus in the autosaves and the saves folders, beside one good unfinished game and one good
named save that must come through untouched."""

from __future__ import annotations

from store.corpus import good_save, write_corpus
from tui.tui_helpers import quick_settings, screen_text, settle, table_of, until

from cardtui.store.paths import autosaves_dir, data_dir, saves_dir
from cardtui.tui.app import CardSuiteApp
from cardtui.tui.screens.dialogs import MessageScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.saves import SavesScreen


async def test_menu_saves_and_resume_survive_the_corpus(request):
    scale = request.config.getoption("--corpus-scale")
    write_corpus(autosaves_dir(), scale, oversized=False)
    write_corpus(saves_dir(), scale)
    unfinished = good_save(seed=11, moves=6)
    unfinished.write(autosaves_dir() / f"{unfinished.match_id}.json")
    named = good_save(seed=12, moves=4)
    named.name = "Keep me"
    named_path = saves_dir() / "keep-me.json"
    named.write(named_path)
    named_bytes = named_path.read_bytes()
    settings = data_dir() / "settings.json"
    settings.write_text('{"coach": true}')

    app = CardSuiteApp(settings=quick_settings())
    said: list[str] = []
    app.notify = lambda message, **kw: said.append(message)  # type: ignore[method-assign]
    import time

    t0 = time.monotonic()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert [g.save.match_id for g in menu.unfinished] == [unfinished.match_id]
        assert "Xeri: Ann, Bob (easy)" in screen_text(app)
        print("menu", time.monotonic() - t0)
        await pilot.press("l")
        await until(lambda: isinstance(app.screen, SavesScreen), what="Saves")
        await pilot.pause()
        saves = app.screen
        assert any(save and save.name == "Keep me" for _p, save in saves.entries)
        # Open a few refused entries (the ones that cannot be read): each says why, none
        # crashes; each is then moved aside or stays listed with its sentence.
        for n in range(6):
            unread = [i for i, (_p, save) in enumerate(saves.entries) if save is None]
            if len(unread) <= n:
                break
            saves.highlight(unread[n])
            await pilot.press("enter")
            await pilot.pause()
            if isinstance(app.screen, MessageScreen):
                await pilot.press("escape")
                await pilot.pause()
            assert app.screen is saves
        await pilot.press("escape")
        await until(lambda: isinstance(app.screen, MenuScreen), what="the menu")
        print("saves", time.monotonic() - t0)
        await pilot.press("c")
        await settle(app, pilot)
        assert table_of(app).match.log == unfinished.replay().log or len(
            table_of(app).match.log[0]
        ) >= len(unfinished.rounds[0])
    assert said and all("\x1b" not in s for s in said)
    assert named_path.read_bytes() == named_bytes
    assert settings.read_text() == '{"coach": true}'
