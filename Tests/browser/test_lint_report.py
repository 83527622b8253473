"""`zhinan lint --report`: the report a designer opens from a pull request, in Chromium and through
the Nu checker — each spec's picture with what breaks marked, beside a compliant one from the site."""
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.program
SPEC = """\
- component: apple-pay-button
  type: buy
  style: black
  width: 120
  height: 30
  clear-space: 2
  background: "#FFFFFF"
- component: app-clip
  size-mb: 16
"""


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    folder = tmp_path_factory.mktemp("lint")
    (folder / "specs.yml").write_text(SPEC)
    # Run beside the site (this repository's content/ and templates/): links, guideline words and compliant figures.
    run = subprocess.run([str(ROOT / ".build/debug/zhinan"), "lint", str(folder / "specs.yml"), "--report", str(folder / "report")],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 1, run.stderr
    return folder / "report"


def test_the_report_is_valid_html(report):
    run = subprocess.run([str(ROOT / "scripts/validate-html"), str(report)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_each_spec_shows_its_violations_beside_a_compliant_figure(browser, report, scheme, width):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    browser.set_window_size(width, 900)
    try:
        for language in ["en", "zh-hans", "zh-hant"]:
            browser.get((report / f"{language}.html").as_uri())
            specs = browser.execute_script("""
                return [...document.querySelectorAll('.report-spec')].map(s => ({
                  figures: [...s.querySelectorAll('figure')].map(f => ({marked: f.querySelectorAll('svg .zm-bad').length,
                                                                       width: f.querySelector('svg').getBoundingClientRect().width})),
                  findings: s.querySelectorAll('.report-finding').length,
                  links: [...s.querySelectorAll('.report-finding a')].map(a => a.href)}))""")
            assert len(specs) == 2, specs
            for spec in specs:
                # The spec's own picture marks what it breaks; the site's compliant example marks nothing.
                assert spec["figures"][0]["marked"] > 0 and len(spec["figures"]) == 2 and spec["figures"][1]["marked"] == 0, spec
                assert all(f["width"] > 100 for f in spec["figures"]), spec
                assert spec["links"] and all(f"/{language}/rules.html#" in link for link in spec["links"]), spec
            wide = browser.execute_script("""const w = document.documentElement.clientWidth;
                return [...document.querySelectorAll('main *')].filter(e => e.getBoundingClientRect().right > w + 1).map(e => e.tagName)""")
            assert not wide, wide
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        browser.set_window_size(1280, 900)
