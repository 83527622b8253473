"""The mockups as a reader sees them: every label inside its picture and its label box, every
annotation visible against what lies under it, one scale per family, no page wider than a phone.
Screenshots of a few pages land in Tests/browser/screenshots/ (ignored by git) for a person to look at."""
import base64
import json
import pathlib

import pytest

from conftest import PUBLIC

LANGUAGES = ["zh-hans", "zh-hant", "en"]
SCHEMES = ["light", "dark"]
SHOTS = pathlib.Path(__file__).resolve().parent / "screenshots"

# Runs in the page: for every mockup, the labels that stick out of their box or of the picture.
TEXT_BOXES = """
const out = [];
for (const svg of document.querySelectorAll('svg.mockup')) {
  const view = svg.viewBox.baseVal, scale = svg.getScreenCTM().a, slack = 0.5 / scale;
  const frame = {left: view.x, right: view.x + view.width, top: view.y, bottom: view.y + view.height};
  const name = svg.querySelector('title').textContent.slice(0, 80);
  for (const text of svg.querySelectorAll('text')) {
    // The text's own box (its glyph cells, without the knock-out stroke), in the picture's units.
    const b = text.getBBox(), r = {left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height};
    if (b.width === 0) { out.push({name, text: text.textContent, problem: 'not drawn'}); continue; }
    const inside = (o) => r.left >= o.left - slack && r.right <= o.right + slack && r.top >= o.top - slack && r.bottom <= o.bottom + slack;
    if (!inside(frame)) out.push({name, text: text.textContent, problem: 'outside the picture', text_box: r, frame});
    const group = text.closest('g.zm-label');
    if (group) {
      const g = group.querySelector('rect.zm-label-box').getBBox();
      const box = {left: g.x, right: g.x + g.width, top: g.y, bottom: g.y + g.height};
      if (!inside(box)) out.push({name, text: text.textContent, problem: 'outside its label box', text_box: r, label_box: box});
    }
  }
}
return out;
"""

# Runs in the page: every text of every mockup (labels and the components' own lettering) as drawn,
# in CSS pixels: its font size times the picture's scale on the page; and every picture that does not
# fit the box it is shown in (it would scroll sideways in its frame).
PHONE_READING = """
const texts = [], tooWide = [];
for (const svg of document.querySelectorAll('svg.mockup')) {
  const name = svg.querySelector('title').textContent.slice(0, 80), scale = svg.getScreenCTM().a;
  for (const text of svg.querySelectorAll('text')) {
    const px = parseFloat(getComputedStyle(text).fontSize) * scale;
    texts.push({name, text: text.textContent, px: Math.round(px * 100) / 100,
                kind: text.closest('g.zm-label') ? 'label' : 'lettering'});
  }
  let box = svg.parentElement;
  while (box && getComputedStyle(box).overflowX === 'visible' && box !== document.body) box = box.parentElement;
  const r = svg.getBoundingClientRect(), b = box.getBoundingClientRect();
  const right = b.left + box.clientLeft + box.clientWidth;
  if (r.right > right + 0.5 || r.right > document.documentElement.clientWidth + 0.5)
    tooWide.push({name, width: Math.round(r.width), room: Math.round(right - r.left), box: box.className});
}
return {texts, tooWide};
"""

# The smallest text a mockup may draw, in CSS pixels, on a phone.
MINIMUM_PX = 12

# Runs in the page: the contrast of every annotation against what is painted right under it
# (found from the SVG's own shapes and colours, halos included), and against the backdrop it was
# drawn for (data-backdrop: a colour of the drawing, or the page).
CONTRAST = """
function rgb(text) {
  if (!text || text === 'none') return null;
  if (text.startsWith('#')) return [1, 3, 5].map(i => parseInt(text.slice(i, i + 2), 16)).concat([1]);
  const m = text.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
  const p = m[1].split(',').map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function lum(c) { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); }
function ratio(a, b) { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
function blend(top, alpha, under) { return [0, 1, 2].map(i => top[i] * alpha + under[i] * (1 - alpha)); }
function pageColour(element) {
  for (let e = element; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor); if (c && c[3] > 0) return c;
  }
  return [255, 255, 255, 1];
}
// What is painted at a point (screen coordinates) by the shapes drawn before `index`.
function under(svg, shapes, index, point) {
  for (let i = index - 1; i >= 0; i--) {
    const s = shapes[i];
    if (s.classList.contains('zm-ann') || s.closest('g.zm-label')) continue;
    const style = getComputedStyle(s);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const local = new DOMPoint(point.x, point.y).matrixTransform(s.getScreenCTM().inverse());
    let colour = null;
    const stroke = rgb(style.stroke);
    if (stroke && parseFloat(style.strokeWidth) > 0 && s.isPointInStroke(local)) colour = stroke;
    else { const fill = rgb(style.fill); if (fill && fill[3] > 0 && s.isPointInFill(local)) colour = fill; }
    if (!colour) continue;
    const alpha = parseFloat(style.opacity) * colour[3];
    return alpha >= 0.999 ? colour : blend(colour, alpha, under(svg, shapes, i, point));
  }
  return pageColour(svg.parentElement);
}
const out = []; let checked = 0;
for (const svg of document.querySelectorAll('svg.mockup')) {
  const name = svg.querySelector('title').textContent.slice(0, 80);
  const shapes = [...svg.querySelectorAll('rect, line, path, circle, ellipse, polyline, polygon')];
  shapes.forEach((s, index) => {
    if (!s.classList.contains('zm-ann')) return;
    const style = getComputedStyle(s);
    const ink = rgb(style.stroke);
    const declared = s.dataset.backdrop === 'page' ? pageColour(svg.parentElement) : rgb(s.dataset.backdrop);
    const ctm = s.getScreenCTM(), length = s.getTotalLength();
    let worst = 99, where = null;
    for (let k = 1; k < 12; k++) {
      const q = s.getPointAtLength(length * k / 12), p = new DOMPoint(q.x, q.y).matrixTransform(ctm);
      const c = ratio(ink, under(svg, shapes, index, p));
      if (c < worst) { worst = c; where = [Math.round(p.x), Math.round(p.y)]; }
    }
    const forBackdrop = ratio(ink, declared);
    checked++;
    if (worst < 3 || forBackdrop < 3) out.push({name, element: s.outerHTML.slice(0, 160), under: worst.toFixed(2),
                                                 backdrop: forBackdrop.toFixed(2), where});
  });
  for (const text of svg.querySelectorAll('g.zm-label text')) {
    const ink = rgb(getComputedStyle(text).fill);
    const declared = text.dataset.backdrop === 'page' ? pageColour(svg.parentElement) : rgb(text.dataset.backdrop);
    checked++;
    const c = ratio(ink, declared);
    if (c < 4.5) out.push({name, element: text.outerHTML.slice(0, 160), backdrop: c.toFixed(2)});
  }
}
return {checked, problems: out};
"""


def phone(browser):
    """A phone's viewport: 360 CSS pixels wide, with overlay scrollbars (a narrow desktop window keeps
    15 px of its 360 for a classic scrollbar)."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 800, "deviceScaleFactor": 2, "mobile": True})


def scheme(browser, value):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": value}]})


@pytest.fixture
def reset(browser):
    yield browser
    scheme(browser, "light")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.set_window_size(1280, 900)


def shoot(browser, name, full=True):
    """A screenshot of the whole page (or the window), for a person to look at."""
    SHOTS.mkdir(exist_ok=True)
    if full:
        height = browser.execute_script("return document.documentElement.scrollHeight")
        width = browser.execute_script("return window.innerWidth")
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": min(height, 16000),
                                                                       "deviceScaleFactor": 1, "mobile": False})
    # As a reader sees it: after the header, on a page opened at a fragment, has finished tucking away.
    browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "requestAnimationFrame(() => requestAnimationFrame(() => Promise.all(document.getAnimations()"
        ".filter(a => a instanceof CSSTransition).map(a => a.finished.catch(() => {}))).then(() => done())));")
    # DevTools' command, not chromedriver's screenshot, which gives the renderer 10 s whatever the
    # session allows: `make test` runs these checks on CPU time the Swift tests leave idle, which can
    # be none for longer, and a fresh-clone run failed there.
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
    (SHOTS / f"{name}.png").write_bytes(base64.b64decode(shot["data"]))
    if full:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.mark.parametrize("colours", SCHEMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_lies_inside_its_box_and_every_annotation_contrasts(reset, http_root, language, colours):
    """In the gallery, in both colour schemes: every label inside its label box and its picture, and
    every annotation visible against what lies under it. One test, so that the gallery loads once."""
    browser = reset
    scheme(browser, colours)
    browser.get(f"{http_root}{language}/mockups.html")
    browser.execute_script("return document.fonts.ready")
    count = browser.execute_script("return document.querySelectorAll('svg.mockup').length")
    assert count >= 80
    problems = browser.execute_script(TEXT_BOXES)
    assert not problems, json.dumps(problems[:6], ensure_ascii=False, indent=1) + f" … {len(problems)} in all"
    result = browser.execute_script(CONTRAST)
    assert result["checked"] > 500
    assert not result["problems"], json.dumps(result["problems"][:8], ensure_ascii=False, indent=1)
    if language != "zh-hant":
        shoot(browser, f"mockups-{language}-{colours}")


def test_one_scale_per_family(reset, http_root):
    """One point is the same number of CSS pixels in every picture of a family, as drawn on the page.
    On a desktop exactly; on a 360 px window the examples' 320 px pictures shrink to the column
    (their text stays 12 px or more, checked below) while the button matrix keeps its own size:
    there, within a tenth."""
    browser = reset
    for width, spread in [(1280, 1.0), (360, 1.1)]:
        browser.set_window_size(width, 900)
        browser.get(f"{http_root}en/mockups.html")
        drawn = browser.execute_script("""
            return [...document.querySelectorAll('svg.mockup')].map(s => ({family: s.dataset.family,
              scale: s.getBoundingClientRect().width / s.viewBox.baseVal.width}));""")
        scales = {}
        for d in drawn:
            scales.setdefault(d["family"], set()).add(round(d["scale"], 3))
        assert all(max(s) <= min(s) * spread for s in scales.values()), (width, scales)
        assert {"apple-pay", "island", "ar", "pencil", "screen", "sheet"} <= scales.keys()


# Runs in the page: what scrolls sideways, the page itself or any box in it but code blocks.
SIDEWAYS = """
const w = document.documentElement.clientWidth, out = [];
if (document.documentElement.scrollWidth > w) out.push('the page: ' + document.documentElement.scrollWidth + ' > ' + w);
for (const e of document.querySelectorAll('body *')) {
  const x = getComputedStyle(e).overflowX;
  if ((x === 'auto' || x === 'scroll') && e.tagName !== 'PRE' && e.scrollWidth > e.clientWidth + 1)
    out.push(e.tagName + '.' + e.className + ' ' + e.scrollWidth + ' > ' + e.clientWidth + ' '
             + ((e.querySelector('title') || {}).textContent || '').slice(0, 60));
}
return out.slice(0, 6);"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_fits_a_phone_and_every_mockup_reads_on_it(reset, http_root, language):
    """On a 360 px phone, no page of the language (documents, side by side, checklists, drills,
    indexes) scrolls sideways, nor any box in it: issue 11 named app-clips.checklist.html, whose Live
    Activity picture scrolled inside its frame, which the page's own width did not show. On the pages
    that show mockups (the gallery, the documents, the changes), every text of every mockup (labels and the
    lettering of the component) is at least 12 px, and every picture fits the box it is shown in.
    One test, so that each page loads once."""
    browser = reset
    phone(browser)
    pages = sorted(p.name for p in (PUBLIC / language).glob("*.html"))
    assert len(pages) >= 8
    shown = {page for page in pages if page.count(".") == 1 and page[:-5] not in {"index", "rules", "start", "translations", "glossary"}}
    sizes = {}
    for page in pages:
        browser.get(f"{http_root}{language}/{page}")
        culprits = browser.execute_script(SIDEWAYS)
        assert not culprits, (page, culprits)
        if page not in shown:
            continue
        browser.execute_script("return document.fonts.ready")
        result = browser.execute_script(PHONE_READING)
        small = [t for t in result["texts"] if t["px"] < MINIMUM_PX - 0.05]
        assert not small, (page, json.dumps(small[:6], ensure_ascii=False, indent=1), f"… {len(small)} in all")
        assert not result["tooWide"], (page, json.dumps(result["tooWide"][:6], ensure_ascii=False, indent=1))
        for t in result["texts"]:
            sizes.setdefault(t["kind"], []).append(t["px"])
    assert len(shown) >= 6 and len(sizes["label"]) > 500 and len(sizes["lettering"]) > 50, {k: len(v) for k, v in sizes.items()}
    print(language, {kind: (min(v), len(v)) for kind, v in sizes.items()})


def test_screenshots_on_a_phone(reset, http_root):
    browser = reset
    phone(browser)
    for colours in SCHEMES:
        scheme(browser, colours)
        browser.get(f"{http_root}zh-hans/apple-pay.html#apple-pay.button.minimum-width")
        shoot(browser, f"phone-apple-pay-{colours}", full=False)
        browser.get(f"{http_root}en/mockups.html#dynamic-island-compact")
        shoot(browser, f"phone-mockups-island-{colours}", full=False)
        for guideline in ["live-activities.lock-screen.margins", "live-activities.standby.scale"]:
            browser.get(f"{http_root}zh-hans/live-activities.html#{guideline}")
            shoot(browser, f"phone-{guideline}-{colours}", full=False)
    browser.get(f"{http_root}en/mockups.html#button-types")
    shoot(browser, "phone-button-matrix", full=False)
    assert len(list(SHOTS.glob("phone-*.png"))) >= 9


# Runs in the page: the examples' pictures' widths as drawn, and every light shape over 10,000 px²
# that is not a surface in its spec's own colour (`zm-as-specified`: a white button's background, a
# card in light mode).
LIGHT_AREAS = """
const luminance = (colour) => {
  const m = colour.match(/[\\d.]+/g);
  if (!m) return 0;
  const [r, g, b] = m.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const widths = [], light = [];
for (const svg of document.querySelectorAll('svg.mockup')) {
  if (svg.closest('.example')) widths.push(svg.getBoundingClientRect().width);
  for (const shape of svg.querySelectorAll('rect, path, circle, ellipse')) {
    const s = getComputedStyle(shape), r = shape.getBoundingClientRect();
    if (s.fill === 'none' || parseFloat(s.fillOpacity) * parseFloat(s.opacity) < 0.5 || luminance(s.fill) < 0.5) continue;
    if (r.width * r.height > 10000 && !shape.closest('.zm-as-specified'))
      light.push({picture: svg.querySelector('title').textContent.slice(0, 80), fill: s.fill, width: Math.round(r.width), height: Math.round(r.height)});
  }
}
widths.sort((a, b) => a - b);
return {widths, light};
"""

DOCUMENTS = sorted(p.name for p in (PUBLIC / "en").glob("*.html") if p.stem.count(".") == 0
                   and p.stem not in {"index", "start", "rules", "mockups", "glossary", "search", "translations"})


# Runs in the page: examples without a picture or a text card; don'ts whose picture is a do's beside
# it in other ink only (colours, classes and titles set aside); labels of a picture that overlap.
TEACHING = """
const problems = [];
const shape = (svg) => { const c = svg.cloneNode(true); c.querySelectorAll('title, desc').forEach(t => t.remove());
  c.querySelectorAll('*').forEach(e => ['fill', 'stroke', 'class', 'id', 'style', 'opacity', 'stroke-dasharray', 'stroke-width'].forEach(a => e.removeAttribute(a)));
  return c.innerHTML; };
for (const figure of document.querySelectorAll('figure.example'))
  if (!figure.querySelector('svg.mockup, .text-card')) problems.push({example: figure.id, problem: 'no picture and no text card'});
for (const pairs of document.querySelectorAll('.example-pairs')) {
  const drawn = (kind) => [...pairs.querySelectorAll(`figure.${kind} svg.mockup`)];
  for (const dont of drawn('example-dont')) for (const good of drawn('example-do'))
    if (shape(dont) === shape(good)) problems.push({example: dont.closest('figure').id, problem: 'differs from ' + good.closest('figure').id + ' in ink only'});
}
for (const svg of document.querySelectorAll('svg.mockup')) {
  // The lettering of each label (its knock-out boxes may touch, being the page's colour).
  const boxes = [...svg.querySelectorAll('g.zm-label text')].map(r => r.getBoundingClientRect());
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j], x = Math.min(a.right, b.right) - Math.max(a.left, b.left), y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    // (Text boxes span the font's whole line height: stacked lines may share a sliver of it.)
    if (x > 0.5 && y > Math.min(a.height, b.height) / 4) problems.push({picture: svg.querySelector('title').textContent.slice(0, 80), problem: 'two labels overlap', overlap: [Math.round(x), Math.round(y)]});
  }
}
return problems;
"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_example_teaches_at_a_glance_in_large_pictures_that_never_glare(reset, http_root, language):
    """Issue 33, on every document page: every example has a picture or a text card, no don't's
    picture is a do's in other ink, and no two labels of a picture overlap, on a desktop and on a
    phone. On the desktop, in dark mode (the gallery too): the median example picture is at least
    320 px wide, and no light area is over 10,000 px² but the surfaces whose colour is the point.
    What teaches does not depend on the colours, so the desktop's pages load once, dark."""
    browser = reset
    documents = [f"{language}/{name}" for name in DOCUMENTS if (PUBLIC / language / name).exists()]
    assert documents
    browser.set_window_size(1440, 900)
    scheme(browser, "dark")
    for page in documents + [f"{language}/mockups.html"]:
        browser.get(f"{http_root}{page}")
        found = browser.execute_script(LIGHT_AREAS)
        assert not found["light"], (page, found["light"][:5])
        if found["widths"]:
            assert found["widths"][len(found["widths"]) // 2] >= 320, (page, found["widths"])
        if page in documents:
            problems = browser.execute_script(TEACHING)
            assert not problems, (page, 1440, json.dumps(problems[:6], ensure_ascii=False))
    scheme(browser, "light")
    browser.set_window_size(390, 900)
    for page in documents:
        browser.get(f"{http_root}{page}")
        problems = browser.execute_script(TEACHING)
        assert not problems, (page, 390, json.dumps(problems[:6], ensure_ascii=False))
    browser.set_window_size(1280, 900)
