#!/usr/bin/env python3
"""Checks Tests/search/relevance.yml against content/.

- every entry has a query and a lang (zh-hans, zh-hant, en); either `answers` (1-5 ids, each an id
  that exists in content/) or `expect: none`; no unknown keys; no query twice in one language;
- enough queries: at least 180 with answers, 60 zh-hans, 40 zh-hant, 60 en; at least 15 per
  document (10 for apple-pay-earlier); about ten `expect: none`;
- queries are the reader's, not the text's: no run of 8 or more CJK characters of a query (scripts
  folded, spaces ignored) and no run of 4 or more English words occurs in the content.

Prints the counts; exits 1 on any problem.  Usage: python3 Tests/search/check_relevance.py
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import yaml

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from content_ids import LANGUAGES, all_ids, english_words, fold, is_cjk, load_documents  # noqa: E402

RELEVANCE = Path(__file__).resolve().parent / "relevance.yml"
MIN_TOTAL = 180
MIN_PER_LANGUAGE = {"zh-hans": 60, "zh-hant": 40, "en": 60}
MIN_PER_DOCUMENT = 15
MIN_PER_DOCUMENT_EXCEPTIONS = {"apple-pay-earlier": 10}
NONE_RANGE = (8, 15)
CJK_RUN = 8
WORD_RUN = 4
KEYS = {"query", "lang", "answers", "expect", "note"}


def cjk_runs(text: str) -> list[str]:
    """Maximal runs of CJK characters, spaces inside a run ignored."""
    runs, current = [], ""
    for c in text:
        if is_cjk(c):
            current += c
        elif c.isspace():
            continue
        else:
            if current:
                runs.append(current)
            current = ""
    if current:
        runs.append(current)
    return runs


def main() -> int:
    docs = load_documents()
    ids = all_ids(docs)
    documents = sorted({d.id for d in docs})
    entries = yaml.safe_load(RELEVANCE.read_text("utf-8"))
    problems: list[str] = []

    # Content as the checks compare it: folded, CJK with whitespace removed, and English words.
    content_cjk = "".join(fold(d.text) for d in docs if d.language != "en")
    content_cjk = "".join(c for c in content_cjk if not c.isspace())
    content_words = " " + " ".join(english_words(" ".join(d.text for d in docs))) + " "

    per_language, per_document, none_count, answered = Counter(), Counter(), Counter(), 0
    seen = set()
    if not isinstance(entries, list):
        print(f"{RELEVANCE}: expected a YAML list")
        return 1
    for n, e in enumerate(entries, 1):
        where = f"entry {n} ({e.get('query')!r})" if isinstance(e, dict) else f"entry {n}"
        if not isinstance(e, dict):
            problems.append(f"{where}: not a mapping")
            continue
        unknown = set(e) - KEYS
        if unknown:
            problems.append(f"{where}: unknown keys {sorted(unknown)}")
        q, lang = e.get("query"), e.get("lang")
        if not isinstance(q, str) or not q.strip():
            problems.append(f"{where}: query missing or not a string")
            continue
        if lang not in LANGUAGES:
            problems.append(f"{where}: lang must be one of {LANGUAGES}, not {lang!r}")
            continue
        if (fold(q), lang) in seen:
            problems.append(f"{where}: the same query twice in {lang}")
        seen.add((fold(q), lang))

        if "expect" in e:
            if e["expect"] != "none" or "answers" in e:
                problems.append(f"{where}: `expect` may only be `none`, without answers")
            none_count[lang] += 1
        else:
            answers = e.get("answers")
            if not isinstance(answers, list) or not 1 <= len(answers) <= 5:
                problems.append(f"{where}: answers must list 1 to 5 ids")
                continue
            if len(set(answers)) != len(answers):
                problems.append(f"{where}: an answer is listed twice")
            missing = [a for a in answers if a not in ids]
            if missing:
                problems.append(f"{where}: no such id in content: {', '.join(map(str, missing))}")
            answered += 1
            per_language[lang] += 1
            for document in {ids[a] for a in answers if a in ids}:
                per_document[document] += 1

        # Not copied from the content.
        for run in cjk_runs(fold(q)):
            for i in range(len(run) - CJK_RUN + 1):
                if run[i:i + CJK_RUN] in content_cjk:
                    problems.append(f"{where}: {run[i:i + CJK_RUN]!r} is copied from the content")
                    break
        words = english_words(q)
        for i in range(len(words) - WORD_RUN + 1):
            phrase = " " + " ".join(words[i:i + WORD_RUN]) + " "
            if phrase in content_words:
                problems.append(f"{where}: {phrase.strip()!r} is copied from the content")
                break

    if answered < MIN_TOTAL:
        problems.append(f"{answered} queries with answers; at least {MIN_TOTAL} are needed")
    for lang, minimum in MIN_PER_LANGUAGE.items():
        if per_language[lang] < minimum:
            problems.append(f"{per_language[lang]} {lang} queries with answers; at least {minimum} are needed")
    for document in documents:
        minimum = MIN_PER_DOCUMENT_EXCEPTIONS.get(document, MIN_PER_DOCUMENT)
        if per_document[document] < minimum:
            problems.append(f"{per_document[document]} queries answered by {document}; at least {minimum} are needed")
    total_none = sum(none_count.values())
    if not NONE_RANGE[0] <= total_none <= NONE_RANGE[1]:
        problems.append(f"{total_none} `expect: none` queries; about ten are wanted ({NONE_RANGE[0]}-{NONE_RANGE[1]})")

    print(f"{len(entries)} queries: {answered} with answers, {total_none} expect none")
    print("per language (answered + none): " + ", ".join(
        f"{lang} {per_language[lang]} + {none_count[lang]}" for lang in LANGUAGES))
    print("per document (a query counts for every document among its answers): " + ", ".join(
        f"{d} {per_document[d]}" for d in documents))

    # Advisory: `expect: none` queries that do share a CJK pair or an English word with the site.
    for e in entries:
        if isinstance(e, dict) and e.get("expect") == "none":
            q = fold(e["query"])
            shared = sorted({r[i:i + 2] for r in cjk_runs(q) for i in range(len(r) - 1) if r[i:i + 2] in content_cjk}
                            | {w for w in english_words(q) if f" {w} " in content_words})
            if shared:
                print(f"note: `expect: none` query {e['query']!r} shares {', '.join(shared)} with the site")

    for p in problems:
        print(f"{RELEVANCE.relative_to(RELEVANCE.parents[2])}: error: {p}")
    if problems:
        print(f"{len(problems)} problems")
        return 1
    print("relevance set OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
