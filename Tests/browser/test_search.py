"""Search as a reader meets it: the tokenizer the browser runs, the combobox, highlights, the
closest-guidelines state, cross-language results, and a search that survives a missing file."""
import json
import pathlib
import random
import shutil
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

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
    WebDriverWait(browser, 5).until(lambda b: box.get_attribute("aria-expanded") == "true")
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
    WebDriverWait(browser, 5).until(lambda b: b.current_url == href)


def test_a_simplified_query_highlights_traditional_text(browser, root):
    browser.get(f"{root}zh-hant/apple-pay-earlier.html")
    box = browser.find_element(By.ID, "search-input")
    box.send_keys("付款表单")
    WebDriverWait(browser, 5).until(lambda b: box.get_attribute("aria-expanded") == "true")
    marks = [m.text for m in browser.find_elements(By.CSS_SELECTOR, "#search-results [role=option] mark")]
    assert "付款表單" in marks, marks[:5]


def test_no_exact_match_shows_the_closest_guidelines(browser, root):
    browser.get(f"{root}en/index.html")
    results = run_search(browser, "button zeppelin")
    assert results and not any(r["exact"] for r in results)
    box = browser.find_element(By.ID, "search-input")
    box.send_keys("button zeppelin")
    note = browser.find_element(By.CSS_SELECTOR, ".search-note")
    WebDriverWait(browser, 5).until(lambda b: note.is_displayed())
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
