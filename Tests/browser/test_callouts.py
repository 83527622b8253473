"""Chinese Markdown as a reader sees it: a site made by `zhinan init`, a document given one callout
of each kind and a paragraph wrapped between Chinese characters, built with this tree's templates
and opened in Chromium (in both colour schemes)."""
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.program
KINDS = {"note": "注意", "tip": "提示", "important": "重要", "warning": "警告", "caution": "谨慎", "editor": "编者注"}


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    site = tmp_path_factory.mktemp("callouts") / "site"
    zhinan = str(ROOT / ".build/debug/zhinan")
    subprocess.run([zhinan, "init", str(site)], check=True, capture_output=True)
    document = site / "content/zh-hans/apple-pay.md"
    document.write_text(document.read_text() + "\n## 提示 {#apple-pay.callouts}\n\n"
                        + "".join(f"> [!{kind.upper()}]\n> 这是一段{label}。\n\n" for kind, label in KINDS.items())
                        + "> 一段引文。\n\n"
                        + "这是第一行的文字\n这是第二行的文字，Apple Pay\n按钮。\n\n这是第一行的文字这是第二行的文字，Apple Pay 按钮。\n")
    subprocess.run([zhinan, "build", "--content", str(site / "content"), "--templates", str(ROOT / "templates"),
                    "--output", str(site / "public")], check=True, capture_output=True)
    return (site / "public/zh-hans/apple-pay.html").as_uri()


def luminance(rgb):
    channels = [int(c) / 255 for c in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_each_callout_is_labelled_and_coloured_by_its_kind_in_both_schemes(browser, page, scheme):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        browser.get(page)
        found = browser.execute_script("""
            return [...document.querySelectorAll('aside.callout')].map(a => {
                const label = a.querySelector('.callout-label'), style = getComputedStyle(a);
                return {kind: [...a.classList].find(c => c.startsWith('callout-')).slice(8), label: label.textContent,
                        role: a.getAttribute('role'), line: style.borderLeftColor, background: style.backgroundColor,
                        ink: getComputedStyle(label).color, text: a.textContent};
            })""")
        assert [(c["kind"], c["label"], c["role"]) for c in found] == [(k, label, "note") for k, label in KINDS.items()]
        # Each of GitHub's kinds has a colour of its own; every label is readable on its aside (WCAG AA).
        assert len({c["line"] for c in found}) == len(KINDS)
        for callout in found:
            light, dark = sorted([luminance(callout["ink"]), luminance(callout["background"])], reverse=True)
            assert (light + 0.05) / (dark + 0.05) >= 4.5, callout
            assert "[!" not in callout["text"]
        # A quote without a marker stays a quotation.
        assert browser.execute_script("return document.querySelector('blockquote').textContent.trim()") == "一段引文。"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_line_wrapped_between_chinese_characters_shows_no_space(browser, page):
    browser.get(page)
    wrapped, joined = browser.execute_script("""
        const ps = [...document.querySelectorAll('p')].filter(p => p.textContent.startsWith('这是第一行'));
        const width = (p) => { const r = document.createRange(); r.selectNodeContents(p); return [...r.getClientRects()].reduce((w, b) => w + b.width, 0); };
        return ps.map(p => ({text: p.innerText, width: width(p)}));""")
    # Between two Chinese characters the break is nothing; between Latin and Chinese, a space as written.
    assert wrapped["text"] == "这是第一行的文字这是第二行的文字，Apple Pay 按钮。", wrapped
    assert abs(wrapped["width"] - joined["width"]) < 1, (wrapped, joined)
