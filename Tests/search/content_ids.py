"""Shared helpers for the search checks: the content's ids and text, and script folding.

Reads content/<language>/<document>.md the way the site does: a guideline starts with a line
`{#id}`, a heading may end with `{#id}`. Text is the body without front matter.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
LANGUAGES = ("zh-hans", "zh-hant", "en")

MARKER = re.compile(r"^\{#([a-z0-9.-]+)\}\s*$")
HEADING = re.compile(r"^#{1,6}\s+.*?\{#([a-z0-9.-]+)\}\s*$")
# An id marker, removed from the text so that ids do not count as words of the content.
ID_MARK = re.compile(r"\{#[a-z0-9.-]+\}")


@dataclass
class Document:
    language: str
    id: str
    path: Path
    text: str = ""
    # id -> (line number, kind) where kind is "guideline" or "heading"
    ids: dict[str, tuple[int, str]] = field(default_factory=dict)
    # id -> text of that block (guideline: until next marker/heading; heading: the heading line),
    # without the id markers
    blocks: dict[str, str] = field(default_factory=dict)


def strip_front_matter(text: str) -> str:
    if text.startswith("---\n"):
        end = text.find("\n---", 4)
        if end != -1:
            return text[text.find("\n", end + 1) + 1:]
    return text


def load_documents() -> list[Document]:
    docs = []
    for language in LANGUAGES:
        for path in sorted((CONTENT / language).glob("*.md")):
            body = strip_front_matter(path.read_text("utf-8"))
            doc = Document(language, path.stem, path, ID_MARK.sub("", body))
            current, lines = None, []
            for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
                m, h = MARKER.match(line), HEADING.match(line)
                if m or h:
                    if current:
                        doc.blocks[current] = "\n".join(lines)
                    current, lines = None, []
                if m:
                    doc.ids[m.group(1)] = (number, "guideline")
                    current = m.group(1)
                elif h:
                    doc.ids[h.group(1)] = (number, "heading")
                    doc.blocks[h.group(1)] = ID_MARK.sub("", line)
                elif current:
                    lines.append(line)
            if current:
                doc.blocks[current] = "\n".join(lines)
            docs.append(doc)
    return docs


def all_ids(docs: list[Document]) -> dict[str, str]:
    """Every id in the content -> its document id."""
    return {i: d.id for d in docs for i in d.ids}


def _script_table() -> dict[str, str]:
    """Traditional -> simplified, one character to one, as the built site's search folds it (OpenCC's
    t2s, in public/search/f*.js: zhinan._load("fN","<traditional><simplified>…"))."""
    table = {}
    for shard in (ROOT / "public/search").glob("f*.js"):
        chars = list(shard.read_text("utf-8").split('"')[3])
        table.update({chars[i]: chars[i + 1] for i in range(0, len(chars) - 1, 2)})
    return table


TO_SIMPLIFIED = _script_table()


def fold(text: str) -> str:
    """Lowercase, traditional folded to simplified."""
    return "".join(TO_SIMPLIFIED.get(c, c) for c in text).casefold()


def is_cjk(c: str) -> bool:
    return "\u3400" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff" or "\U00020000" <= c <= "\U0003134f"


def english_words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+(?:['’+][a-z0-9]+)*", text.casefold())
