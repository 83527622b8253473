"""Search as a reader meets it: the tokenizer the browser runs, the combobox, highlights, the
closest-guidelines state, cross-language results, a search that survives a missing file, and the
results page with rules and glossary terms among its results."""
import json
import pathlib
import random
import shutil
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import wait

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
PUBLIC = REPOSITORY / "public"


def run_search(browser, query):
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "window.zhinan.search(arguments[0]).then(done, (e) => done({error: String(e)}));", query)


def generated_strings(count=3000, seed=8):
    """Both Chinese scripts, Latin words with suffixes and capitals, full-width forms, digits, emoji,
    kana, hangul, combining marks and punctuation, mixed at random."""
    rng = random.Random(seed)
    pieces = [
        "付款表單", "付款表单", "靈動島", "灵动岛", "鎖定畫面", "按钮的最小宽度", "應用程式剪輯", "了和与及之着或", "是否现在",
        "Apple Pay", "MARGINS", "handed", "spacing", "Categories", "running", "glass", "status", "14pt", "32 pt", "x2",
        "ＡＰＰＬＥ　Ｐａｙ", "１４ｐｔ", "！？", "😀", "👍🏽", "カメラ", "ひらがな", "ｶﾀｶﾅ", "버튼", "한국어", "é", "e\u0301", "Σίσυφος",
        "İstanbul", "ß", "ǅ", "Ⅻ", "½", "·", "—", " ", "  ", "\u3000", ".", ",", "(", ")", "the", "of", "and", "of the",
        "最小", "清晰空間", "𠀀𠀁", "㑮", "豈", "ﬁ", "Ω", "Å", "ＡＢＣ", "ｱｲｳ",
    ]
    strings = []
    for _ in range(count):
        strings.append("".join(rng.choice(pieces) + rng.choice(["", "", " ", "，"]) for _ in range(rng.randint(1, 6))))
    return strings


def swift_terms(strings):
    binary = REPOSITORY / ".build" / "debug" / "zhinan"
    if not binary.exists():
        pytest.skip("build zhinan first (swift build --product zhinan)")
    out = subprocess.run([str(binary), "search-terms"], input=json.dumps(strings).encode(), capture_output=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.program
def test_the_browser_folds_and_cuts_text_exactly_as_swift_does(browser, root):
    strings = generated_strings()
    expected = swift_terms(strings)
    browser.get(f"{root}en/index.html")
    actual = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "window.zhinan._tokenize(arguments[0]).then(done, (e) => done({error: String(e)}));", strings)
    assert isinstance(actual, list), actual
    mismatches = [(s, e, a) for s, e, a in zip(strings, expected, actual) if e != a]
    assert not mismatches, mismatches[:3]


def test_an_english_query_on_a_chinese_page_lands_in_chinese(browser, root):
    browser.get(f"{root}zh-hans/index.html")
    results = run_search(browser, "App Clip size")
    assert results[0]["url"].endswith("zh-hans/app-clips.html#app-clips.size.limit"), results[:2]
    assert results[0]["language"] == "zh-Hans" and results[0]["excerptLanguage"] == "en"
    assert "10 MB" in results[0]["excerpt"]
    # And a Chinese query on an English page lands in English.
    browser.get(f"{root}en/index.html")
    results = run_search(browser, "灵动岛额头")
    assert results[0]["url"].endswith("en/live-activities.html#live-activities.dynamic-island.no-forehead"), results[:2]


def test_a_query_with_a_missing_word_still_finds_the_guideline(browser, root):
    browser.get(f"{root}zh-hans/index.html")
    # The text says 按钮的最小宽度; a reader leaves out 的, or adds a word the text does not have.
    assert run_search(browser, "按钮最小宽度")[0]["id"] == "apple-pay.button.minimum-width"
    results = run_search(browser, "按钮最小宽度是多少")
    assert "apple-pay.button.minimum-width" in [r["id"] for r in results[:3]]


def test_an_id_or_an_address_finds_its_guideline_first_old_ids_too(browser, root):
    """Ids renamed in content/aliases.yml stay searchable by their old id."""
    browser.get(f"{root}zh-hans/index.html")
    for query, expected in [
        ("apple-pay.button.minimum-width", "apple-pay.button.minimum-width"),
        ("apple-pay.button.system-provided", "apple-pay.offering.system-provided-button"),
        ("#apple-pay-earlier.checkout.express-shipping", "apple-pay-earlier.checkout.express-checkout"),
        ("https://example.org/zh-hans/augmented-reality.html#augmented-reality.instructions.approachable-terms",
         "augmented-reality.experience.approachable-terms"),
        ("Apple-Pay.Buttons", "apple-pay.button"),
    ]:
        results = run_search(browser, query)
        assert results and results[0]["id"] == expected, (query, [r["id"] for r in results[:3]])
        assert results[0]["url"].endswith(f"#{expected}") and results[0]["exact"]


def test_a_word_misspelt_by_one_letter_finds_the_word(browser, root):
    browser.get(f"{root}en/index.html")
    results = run_search(browser, "scribbel")
    assert results and results[0]["url"].split("#")[1].startswith("apple-pencil.scribble"), results[:2]
    assert run_search(browser, "lock scren margins")[0]["id"] == "live-activities.lock-screen.margins"


def test_results_are_highlighted_grouped_and_the_box_is_a_combobox(browser, root):
    browser.get(f"{root}en/apple-pay.html")
    box = browser.find_element(By.ID, "search-input")
    assert box.get_attribute("role") == "combobox" and box.get_attribute("aria-expanded") == "false"
    listbox = browser.find_element(By.ID, box.get_attribute("aria-controls"))
    assert listbox.get_attribute("role") == "listbox"
    # "/" puts the cursor in the box.
    browser.find_element(By.TAG_NAME, "body").send_keys("/")
    assert browser.switch_to.active_element == box
    box.send_keys("minimum width")
    wait(browser).until(lambda b: box.get_attribute("aria-expanded") == "true")
    options = listbox.find_elements(By.CSS_SELECTOR, "[role=option]")
    assert options and listbox.find_elements(By.CSS_SELECTOR, "[role=group]")
    marks = [m.text.lower() for m in listbox.find_elements(By.CSS_SELECTOR, "[role=option] strong mark")]
    assert "minimum" in marks and "width" in marks, marks
    assert listbox.find_elements(By.CSS_SELECTOR, ".search-language")[0].text == "English"
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ARROW_DOWN)
    assert box.get_attribute("aria-activedescendant") == options[1].get_attribute("id")
    assert options[1].get_attribute("aria-selected") == "true"
    box.send_keys(Keys.ARROW_UP)
    assert box.get_attribute("aria-activedescendant") == options[0].get_attribute("id")
    box.send_keys(Keys.ESCAPE)
    assert box.get_attribute("aria-expanded") == "false"
    box.send_keys(Keys.ARROW_DOWN)
    href = options[0].find_element(By.TAG_NAME, "a").get_attribute("href")
    box.send_keys(Keys.ENTER)
    wait(browser).until(lambda b: b.current_url == href)


def test_a_simplified_query_highlights_traditional_text(browser, root):
    browser.get(f"{root}zh-hant/apple-pay-earlier.html")
    box = browser.find_element(By.ID, "search-input")
    box.send_keys("付款表单")
    wait(browser).until(lambda b: box.get_attribute("aria-expanded") == "true")
    marks = [m.text for m in browser.find_elements(By.CSS_SELECTOR, "#search-results [role=option] mark")]
    assert "付款表單" in marks, marks[:5]


def test_no_exact_match_shows_the_closest_guidelines(browser, root):
    browser.get(f"{root}en/index.html")
    results = run_search(browser, "button zeppelin")
    assert results and not any(r["exact"] for r in results)
    box = browser.find_element(By.ID, "search-input")
    box.send_keys("button zeppelin")
    note = browser.find_element(By.CSS_SELECTOR, ".search-note")
    wait(browser).until(lambda b: note.is_displayed())
    assert "closest" in note.text
    assert run_search(browser, "qwertyuiop") == []


@pytest.fixture
def broken_public(tmp_path):
    """A copy of public/ with one term file gone."""
    copy = tmp_path / "public"
    shutil.copytree(PUBLIC, copy)
    return copy


def test_a_missing_file_does_not_hang_later_queries(browser, broken_public):
    manifest = (broken_public / "search" / "manifest.js").read_text()
    shards = json.loads(manifest[manifest.index(",") + 1:manifest.rindex(")")])["tokenShards"]
    # The term file "width" lives in (SearchIndex.shard: FNV-1a of a word's first three letters).
    digest = 0x811C9DC5
    for unit in "wid".encode("utf-16-le")[::2]:
        digest = ((digest ^ unit) * 0x01000193) & 0xFFFFFFFF
    (broken_public / "search" / f"t{digest % shards}.js").unlink()
    browser.get((broken_public / "en" / "index.html").as_uri())
    for _ in range(3):  # every time, not only the first
        results = browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const timer = setTimeout(() => done('hung'), 5000);
            window.zhinan.search('width button').then((r) => { clearTimeout(timer); done(r); },
                                                      (e) => { clearTimeout(timer); done('rejected: ' + e); });""")
        assert results != "hung"
    # Another query, needing other files, still works.
    assert run_search(browser, "灵动岛")


def result_links(browser):
    return browser.find_elements(By.CSS_SELECTOR, ".search-page-results .search-group a")


def show_every_result(browser):
    """Presses "show more" on the results page until it is gone."""
    more = browser.find_element(By.CSS_SELECTOR, ".search-more")
    while more.is_displayed():
        shown = len(result_links(browser))
        more.click()
        wait(browser).until(lambda b: len(result_links(b)) > shown)


def test_the_results_page_lists_every_result_a_page_at_a_time(browser, root):
    browser.get(f"{root}en/search.html?q=minimum%20width")
    status = browser.find_element(By.CSS_SELECTOR, ".search-page-status")
    wait(browser).until(lambda b: "results" in status.text)
    total = int(status.text.split()[0])
    assert total > 20 and len(result_links(browser)) == 20, (status.text, len(result_links(browser)))
    assert browser.find_element(By.ID, "search-input").get_attribute("value") == "minimum width"
    # One language label per group, not one per result.
    for group in browser.find_elements(By.CSS_SELECTOR, ".search-page-results .search-group"):
        assert len(group.find_elements(By.CSS_SELECTOR, ".search-language")) == 1
    show_every_result(browser)
    assert len(result_links(browser)) == total


def test_enter_and_the_popup_link_open_the_results_page(browser, root):
    browser.get(f"{root}en/index.html")
    box = browser.find_element(By.ID, "search-input")
    box.send_keys("clear space")
    wait(browser).until(lambda b: box.get_attribute("aria-expanded") == "true")
    link = browser.find_element(By.CSS_SELECTOR, ".search-popup .search-all")
    assert link.text.startswith("All ") and link.text.endswith(" results") and int(link.text.split()[1]) > 10, link.text
    assert link.get_attribute("href").endswith("en/search.html?q=clear%20space")
    box.send_keys(Keys.ENTER)
    wait(browser).until(lambda b: "search.html?q=clear%20space" in b.current_url)


def test_excerpts_show_the_matched_words_not_the_title_again(browser, root):
    browser.get(f"{root}zh-hans/index.html")
    box = browser.find_element(By.ID, "search-input")
    box.send_keys("最小宽度")
    wait(browser).until(lambda b: box.get_attribute("aria-expanded") == "true")
    first = browser.find_element(By.CSS_SELECTOR, "#search-results [role=option]")
    title = first.find_element(By.TAG_NAME, "strong").text
    excerpt = first.find_element(By.CSS_SELECTOR, ".search-excerpt")
    assert not excerpt.text.startswith(title), (title, excerpt.text)
    assert "最小宽度" in [m.text for m in excerpt.find_elements(By.TAG_NAME, "mark")], excerpt.text


def test_excerpts_cut_between_words_and_say_when_the_text_goes_on(browser, root):
    browser.get(f"{root}en/index.html")
    words = " ".join(f"word{n:03}" for n in range(60))
    excerpt = lambda text, marks: browser.execute_script("return window.zhinan._excerpt(arguments[0], arguments[1], '')", text, marks)
    # Cut on both sides: each end between two words, marked with "…".
    cut = excerpt(words, ["word030"])
    assert cut.startswith("…") and cut.endswith("…"), cut
    assert all(w in words.split() for w in cut.strip("…").split()), cut
    # A stored text cut short already ends in "…"; an excerpt reaching it adds none.
    assert excerpt("Short text that was cut…", ["short"]) == "Short text that was cut…"
    # In the index: every English excerpt of a long guideline ends in "…" or at the end of a sentence.
    browser.get(f"{root}en/search.html?q=apple%20pay%20button")
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".search-page-results .search-excerpt"))
    for shown in browser.find_elements(By.CSS_SELECTOR, ".search-page-results .search-excerpt"):
        assert shown.text.endswith(("…", ".", ")", ":", "”", "\"")) or len(shown.text) < 100, shown.text


def test_rules_and_glossary_terms_are_results_with_their_kind(browser, root):
    browser.get(f"{root}en/search.html?q=clear%20space")
    wait(browser).until(lambda b: result_links(b))
    show_every_result(browser)
    hrefs = {a.get_attribute("href").split("/en/")[-1]: a for a in result_links(browser)}
    rule, term = hrefs.get("rules.html#apple-pay.button.clear-space"), hrefs.get("glossary.html#clear-space")
    assert rule and term, sorted(hrefs)
    assert rule.find_element(By.CSS_SELECTOR, ".search-kind").text == "Rule"
    assert term.find_element(By.CSS_SELECTOR, ".search-kind").text == "Glossary term"
    # Listed after the guidelines, even those in another language (zh-hant has no Apple Pay document).
    browser.get(f"{root}zh-hant/search.html?q=%E6%9C%80%E5%B0%8F%E5%AF%AC%E5%BA%A6")
    wait(browser).until(lambda b: result_links(b))
    assert not browser.find_elements(By.CSS_SELECTOR, ".search-page-results .search-group:first-child .search-kind")


@pytest.mark.parametrize("language", ["en", "zh-hans", "zh-hant"])
def test_the_placeholder_fits_a_phone(browser, page_root, language):
    # (A headless window is at least 500 px wide: the phone's viewport is emulated.)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    try:
        browser.get(f"{page_root}{language}/index.html")
        # The placeholder's width in the box's font, against the room inside the box.
        room, needed = browser.execute_script("""
            const box = document.getElementById('search-input'), style = getComputedStyle(box);
            const context = document.createElement('canvas').getContext('2d');
            context.font = style.font;
            return [box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
                    context.measureText(box.placeholder).width];""")
        assert browser.execute_script("return innerWidth") == 390
        assert needed <= room, (language, needed, room)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
