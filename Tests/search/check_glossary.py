#!/usr/bin/env python3
"""Checks content/glossary.yml against content/.

Errors (exit status 1):
- the file is a list of 40-80 terms; each has `id` (a-z, 0-9 and hyphens, unique), a preferred form
  in `zh-hans`, `zh-hant` and `en`, `variants` with `zh` and `en` lists, and a one-sentence
  `definition` in all three languages; no other keys;
- the zh-hans form occurs in the zh-hans documents, the en form in the English documents (as
  written, on word boundaries, a plural counting as the term);
- the zh-hant form occurs in the zh-hant document, or is the zh-hans form (or a variant found in
  the sources) written in traditional characters;
- every variant occurs in the sources (Chinese variants in either Chinese script), unless the term
  names it in a comment `# not in the sources: a, b` — and a variant so named must really be absent;
- no form or variant belongs to two terms (compared case-insensitively, traditional folded to
  simplified, spaces ignored).

Report (no failure): guidelines whose Chinese uses a term but whose English uses none of that
term's English forms — candidates for "English uses the glossary term where the Chinese uses it".
Usage: python3 Tests/search/check_glossary.py [--report]
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from content_ids import CONTENT, fold, load_documents  # noqa: E402

GLOSSARY = CONTENT / "glossary.yml"
DISPLAY = "content/glossary.yml"
TERM_COUNT = (40, 80)
KEYS = {"id", "zh-hans", "zh-hant", "en", "variants", "definition"}
LANGS = ("zh-hans", "zh-hant", "en")
ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
NOT_IN_SOURCES = re.compile(r"#\s*not in the sources:\s*(.*)$")


def reader_terms(raw: str) -> dict[str, set[str]]:
    """Term id -> the names its comments say are not in the sources."""
    result, current = {}, None
    for line in raw.splitlines():
        m = re.match(r"^- id:\s*(\S+)", line)
        if m:
            current = m.group(1)
            result[current] = set()
        c = NOT_IN_SOURCES.search(line)
        if c and current:
            names = re.sub(r"\([^)]*\)", "", c.group(1))
            result[current] |= {n.strip() for n in names.split(",") if n.strip()}
    return result


def in_english(term: str, text: str, case_sensitive: bool) -> bool:
    flags = 0 if case_sensitive else re.IGNORECASE
    # A plural (-s, -es) counts as the term: "reference images" uses "reference image".
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(term) + r"(?:e?s)?(?![A-Za-z0-9])", text, flags) is not None


def key(s: str) -> str:
    return re.sub(r"\s+", "", fold(s))


def main() -> int:
    report = "--report" in sys.argv
    docs = load_documents()
    zh_hans = "\n".join(d.text for d in docs if d.language == "zh-hans")
    zh_hant = "\n".join(d.text for d in docs if d.language == "zh-hant")
    zh_folded = fold(zh_hans + "\n" + zh_hant)
    en = "\n".join(d.text for d in docs if d.language == "en")
    raw = GLOSSARY.read_text("utf-8")
    terms = yaml.safe_load(raw)
    readers = reader_terms(raw)
    problems: list[str] = []

    def err(term_id, message):
        problems.append(f"{DISPLAY}: error: {term_id}: {message}")

    if not isinstance(terms, list):
        print(f"{DISPLAY}: error: expected a YAML list of terms")
        return 1
    if not TERM_COUNT[0] <= len(terms) <= TERM_COUNT[1]:
        problems.append(f"{DISPLAY}: error: {len(terms)} terms; {TERM_COUNT[0]}-{TERM_COUNT[1]} are wanted")

    owner: dict[str, str] = {}
    ids = set()
    for n, t in enumerate(terms, 1):
        if not isinstance(t, dict):
            problems.append(f"{DISPLAY}: error: entry {n} is not a mapping")
            continue
        tid = t.get("id")
        if not isinstance(tid, str) or not ID.match(tid):
            err(f"entry {n}", f"id {tid!r} must be a-z, 0-9 and hyphens")
            continue
        if tid in ids:
            err(tid, "duplicate id")
        ids.add(tid)
        if set(t) - KEYS:
            err(tid, f"unknown keys {sorted(set(t) - KEYS)}")
        forms = {lang: t.get(lang) for lang in LANGS}
        for lang, form in forms.items():
            if not isinstance(form, str) or not form.strip():
                err(tid, f"no {lang} form")
        definition = t.get("definition")
        if not isinstance(definition, dict) or any(
                not isinstance(definition.get(lang), str) or not definition[lang].strip() for lang in LANGS):
            err(tid, "definition needs a sentence in zh-hans, zh-hant and en")
        elif set(definition) - set(LANGS):
            err(tid, f"definition has unknown languages {sorted(set(definition) - set(LANGS))}")
        variants = t.get("variants") or {}
        if not isinstance(variants, dict) or set(variants) - {"zh", "en"} or any(
                not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v)
                for v in variants.values()):
            err(tid, "variants must be `zh:` and `en:` lists of strings")
            variants = {}
        zh_variants, en_variants = variants.get("zh") or [], variants.get("en") or []
        if any(not isinstance(f, str) for f in forms.values()):
            continue
        declared = readers.get(tid, set())

        # Preferred forms.
        if forms["zh-hans"] not in zh_hans:
            err(tid, f"zh-hans form {forms['zh-hans']!r} is not in the zh-hans documents")
        sourced_zh = [forms["zh-hans"]] + [v for v in zh_variants if v not in declared]
        if forms["zh-hant"] not in zh_hant and fold(forms["zh-hant"]) not in {fold(v) for v in sourced_zh} \
                and forms["zh-hant"] not in declared:
            err(tid, f"zh-hant form {forms['zh-hant']!r} is neither in the zh-hant document "
                     f"nor the zh-hans form in traditional characters")
        if not in_english(forms["en"], en, case_sensitive=True):
            err(tid, f"en form {forms['en']!r} is not in the English documents")

        # Variants: in the sources unless declared a reader's word; declared ones really absent.
        for v in zh_variants:
            found = fold(v) in zh_folded
            if v in declared and found:
                err(tid, f"{v!r} is marked not in the sources, but the Chinese documents use it")
            elif v not in declared and not found:
                err(tid, f"zh variant {v!r} is not in the Chinese documents; mark it `# not in the sources: {v}`")
        for v in en_variants:
            found = in_english(v, en, case_sensitive=False)
            if v in declared and found:
                err(tid, f"{v!r} is marked not in the sources, but the English documents use it")
            elif v not in declared and not found:
                err(tid, f"en variant {v!r} is not in the English documents; mark it `# not in the sources: {v}`")
        for name in declared - set(zh_variants) - set(en_variants) - {forms["zh-hant"]}:
            err(tid, f"the comment names {name!r}, which is not one of this term's variants")
        everything = [forms["zh-hans"], forms["zh-hant"], forms["en"]] + zh_variants + en_variants
        exact = [x for x in zh_variants + en_variants if (zh_variants + en_variants).count(x) > 1]
        if exact:
            err(tid, f"variant listed twice: {', '.join(sorted(set(exact)))}")
        for x in {key(x) for x in everything}:
            if x in owner and owner[x] != tid:
                err(tid, f"{x!r} also belongs to term {owner[x]!r}")
            owner.setdefault(x, tid)

    print(f"{len(terms)} terms; "
          f"{sum(len((t.get('variants') or {}).get('zh') or []) + len((t.get('variants') or {}).get('en') or []) for t in terms if isinstance(t, dict))} variants, "
          f"{sum(len(v) for v in readers.values())} of them readers' words not in the sources")

    # Report: English that does not use the glossary term where the Chinese does.
    english_blocks = {i: b for d in docs if d.language == "en" for i, b in d.blocks.items()}
    misses = []
    for d in docs:
        if d.language == "en":
            continue
        for gid, block in d.blocks.items():
            if gid not in english_blocks:
                continue
            zh_block, en_block = fold(block), english_blocks[gid]
            for t in terms:
                if not isinstance(t, dict):
                    continue
                declared = readers.get(t["id"], set())
                zh_forms = [t["zh-hans"], t["zh-hant"]] + [v for v in (t["variants"].get("zh") or []) if v not in declared]
                used = [f for f in zh_forms if fold(f) in zh_block]
                if not used:
                    continue
                en_forms = [t["en"]] + (t["variants"].get("en") or [])
                if not any(in_english(f, en_block, case_sensitive=False) for f in en_forms):
                    misses.append(f"{gid}: Chinese has {used[0]!r} ({t['id']}), English has none of {en_forms}")
    print(f"report: {len(misses)} guideline/term pairs where the Chinese uses a glossary term and the English none of its forms"
          + ("" if report else " (--report lists them)"))
    if report:
        for m in misses:
            print(f"  {m}")

    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problems")
        return 1
    print("glossary OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
