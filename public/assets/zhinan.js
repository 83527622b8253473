// Zhinan's script: the language switch keeps the reader on the same guideline, the rules index
// filters, and search (its box and results page are search.js's). Without JavaScript everything
// but search still works.
(() => {
  "use strict";
  const zhinan = (window.zhinan = window.zhinan || {});
  // The site's root, from where this script is (assets/zhinan.js): right over HTTP and from file://.
  const root = new URL("../", document.currentScript.src).href;

  // The language switch carries the #guideline along.
  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a[data-keep-hash]");
    if (link && location.hash) {
      link.href = link.href.split("#")[0] + location.hash;
    }
  });

  // On a phone the header tucks away while the reader scrolls down, and comes back on the way up
  // (never while something in it has the focus: a search being typed).
  const header = document.querySelector(".site-header");
  if (header && window.matchMedia("(max-width: 39.99rem)").matches) {
    let lastY = scrollY;
    // A page opened at a guideline, or a jump to one, starts with the header out of its way.
    const tuck = () => { if (location.hash) header.classList.add("tucked"); };
    tuck();
    addEventListener("hashchange", tuck);
    addEventListener("scroll", () => {
      const down = scrollY > lastY + 4, up = scrollY < lastY - 4;
      if (down && scrollY > header.offsetHeight && !header.contains(document.activeElement)) header.classList.add("tucked");
      if (up || scrollY <= 0) header.classList.remove("tucked");
      if (down || up) lastY = scrollY;
    }, { passive: true });
  }

  // The edition switch, where a page has examples the two editions judge differently: both side
  // by side, or each split example as a plain do or don't of one edition. Chosen by ?edition= (a
  // link says which), else as last chosen on this site.
  const editionSwitch = document.querySelector(".edition-switch");
  if (editionSwitch && document.querySelector(".example-split")) {
    const editions = ["both", "source", "current"];
    const asked = new URLSearchParams(location.search).get("edition");
    let stored = null;
    try { stored = localStorage.getItem("zhinan-edition"); } catch (e) { /* storage refused (file://, privacy) */ }
    const show = (edition) => {
      document.documentElement.dataset.edition = edition;
      editionSwitch.elements.edition.value = edition;
    };
    show(editions.includes(asked) ? asked : editions.includes(stored) ? stored : "both");
    editionSwitch.hidden = false;
    editionSwitch.addEventListener("change", () => {
      const edition = editionSwitch.elements.edition.value;
      show(edition);
      try { localStorage.setItem("zhinan-edition", edition); } catch (e) { /* not remembered */ }
      const url = new URL(location.href);
      if (edition === "both") url.searchParams.delete("edition"); else url.searchParams.set("edition", edition);
      history.replaceState(null, "", url);
    });
  }

  // Contents: the entry of the section being read is marked as the page scrolls (the last heading
  // or guideline listed whose top has passed the upper third of the window).
  const tocLinks = [...document.querySelectorAll('.toc a[href^="#"]')];
  const tocTargets = tocLinks.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  let reading = null;
  const markReading = () => {
    let index = 0;
    tocTargets.forEach((target, i) => { if (target && target.getBoundingClientRect().top < innerHeight / 3) index = i; });
    const link = tocLinks[index];
    if (link === reading) return;
    if (reading) reading.removeAttribute("aria-current");
    link.setAttribute("aria-current", "location");
    reading = link;
  };
  if (tocLinks.length) {
    let queued = false;
    addEventListener("scroll", () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => { queued = false; markReading(); });
    }, { passive: true });
    markReading();
  }

  // ---- Search -----------------------------------------------------------------------------------
  // The index is split into small script files (Sources/Zhinan/Index/SearchIndex.swift): search/
  // manifest.js, t<N>.js for terms, r<N>-<language>.js for records, f<N>.js for folding. A query
  // loads only the ones it needs. Scripts, not fetch(), so it works from disk as well as over HTTP.
  const loaded = new Map();
  const waiting = new Map();
  zhinan._load = (name, data) => {
    loaded.set(name, data);
    (waiting.get(name) || []).forEach((w) => w.resolve(data));
    waiting.delete(name);
  };
  // A file that fails (missing, blocked, too slow) rejects everyone waiting for it and is forgotten,
  // so a later query tries again instead of waiting forever.
  function load(name) {
    if (loaded.has(name)) return Promise.resolve(loaded.get(name));
    return new Promise((resolve, reject) => {
      if (waiting.has(name)) { waiting.get(name).push({ resolve, reject }); return; }
      waiting.set(name, [{ resolve, reject }]);
      const script = document.createElement("script");
      const fail = () => {
        clearTimeout(timer);
        script.remove();
        const waiters = waiting.get(name) || [];
        waiting.delete(name);
        if (!loaded.has(name)) waiters.forEach((w) => w.reject(new Error("search: cannot load " + name)));
      };
      const timer = setTimeout(fail, 10000);
      script.onload = () => { clearTimeout(timer); if (!loaded.has(name)) fail(); };
      script.onerror = fail;
      script.src = root + "search/" + name + ".js";
      document.head.appendChild(script);
    });
  }
  // Files a query can do without: a missing one counts as empty.
  const loadOr = (name, fallback) => load(name).catch(() => fallback);

  // ---- The tokenizer: a mirror of Sources/Zhinan/Index/SearchText.swift, tested against it. ----
  const STOP_CHARACTERS = new Set(Array.from("的了和与及之着或"));
  const WEAK_CHARACTERS = new Set(Array.from("是在这那也都很就把被个吗呢吧啊呀您你我他它们其"));
  const STOP_WORDS = new Set(("a an the of to in on at by for from with and or as is are be been it its this that these those " +
    "their there they them you your we our can do does should will so if than then into about which what how when where who " +
    "was were has have had not but also any some such more most very may might must all each other i me my").split(" "));
  function isCJK(c) {
    return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f) ||
      (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f) || (c >= 0xac00 && c <= 0xd7af) ||
      (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x2fa1f);
  }
  const WORD_SCALAR = /^[\p{L}\p{M}\p{N}]$/u;
  // One code point, folded: table is the traditional→simplified Map (code point → character).
  function foldScalar(ch, table) {
    const c = ch.codePointAt(0);
    if (c < 0x80) return c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : ch;
    if (table.has(c)) return table.get(c);
    if (c >= 0xff01 && c <= 0xff5e) return String.fromCharCode(c - 0xfee0).toLowerCase();
    return ch.toLowerCase();
  }
  function fold(text, table) {
    let out = "";
    for (const ch of text) out += foldScalar(ch, table);
    return out;
  }
  function stem(word) {
    let w = word;
    if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
    const ends = (s) => w.endsWith(s);
    const undouble = () => {
      const n = w.length;
      if (n >= 2 && w[n - 1] === w[n - 2] && !"aeiouylsz".includes(w[n - 1])) w = w.slice(0, -1);
    };
    if (ends("ies") && w.length > 4) w = w.slice(0, -3) + "y";
    else if (ends("sses")) w = w.slice(0, -2);
    else if (ends("s") && !ends("ss") && !ends("us") && !ends("is")) w = w.slice(0, -1);
    if (ends("ing") && w.length - 3 >= 3) { w = w.slice(0, -3); undouble(); }
    else if (ends("ed") && w.length - 2 >= 3) { w = w.slice(0, -2); undouble(); }
    else if (ends("ly") && w.length - 2 >= 4) w = w.slice(0, -2);
    if (ends("e") && w.length - 1 >= 3) w = w.slice(0, -1);
    return w;
  }
  function terms(folded) {
    const out = [];
    let previousCJK = null;
    let word = "";
    let previousWord = null;
    const endWord = () => {
      if (!word) return;
      const text = word;
      word = "";
      if (STOP_WORDS.has(text)) return;
      const s = stem(text);
      out.push(s);
      if (previousWord !== null) out.push(previousWord + " " + s);
      previousWord = s;
    };
    for (const ch of folded) {
      if (isCJK(ch.codePointAt(0))) {
        endWord();
        previousWord = null;
        if (STOP_CHARACTERS.has(ch)) continue;
        if (!WEAK_CHARACTERS.has(ch)) out.push(ch);
        if (previousCJK !== null) out.push(previousCJK + ch);
        previousCJK = ch;
      } else if (WORD_SCALAR.test(ch)) {
        previousCJK = null;
        if (word && isDigit(word[word.length - 1]) !== isDigit(ch)) endWord();
        word += ch;
      } else {
        previousCJK = null;
        endWord();
        if (ch !== " ") previousWord = null;
      }
    }
    endWord();
    return out;
  }
  const isDigit = (ch) => ch >= "0" && ch <= "9";
  const isLoneCJK = (term) => Array.from(term).length === 1 && isCJK(term.codePointAt(0));
  function shardOf(term, count) {
    const key = isCJK(term.codePointAt(0)) || term.includes(" ") || term[0] === "#" ? term : Array.from(term).slice(0, 3).join("");
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) {
      hash ^= key.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % count;
  }

  // The folding table, only the parts a text's characters need.
  const foldTable = new Map();
  async function foldTableFor(text, manifest) {
    const needed = new Set();
    for (const ch of text) {
      const c = ch.codePointAt(0);
      if (c >= manifest.foldFrom) needed.add(c % manifest.foldShards);
    }
    const parts = await Promise.all(Array.from(needed).map((n) => load("f" + n)));
    for (const pairs of parts) {
      const chars = Array.from(pairs);
      for (let i = 0; i + 1 < chars.length; i += 2) foldTable.set(chars[i].codePointAt(0), chars[i + 1]);
    }
    return foldTable;
  }
  zhinan._tokenize = async (texts) => {
    const manifest = await load("manifest");
    await Promise.all(Array.from({ length: manifest.foldShards }, (_, n) => load("f" + n)));
    await foldTableFor(texts.join(""), manifest);
    return texts.map((text) => { const folded = fold(text, foldTable); return { folded, terms: terms(folded) }; });
  };

  // A term's postings (PostingCodec.swift): weight, then (gap, score) per record, 6 bits a character.
  const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
  const DIGIT = new Map(Array.from(DIGITS, (ch, i) => [ch.charCodeAt(0), i]));
  const dequantize = (code) => Math.expm1(code / 20);
  const decoded = new Map();
  function postingsOf(shardName, shard, term) {
    const key = shardName + " " + term;
    if (decoded.has(key)) return decoded.get(key);
    const text = shard[term];
    let result = null;
    if (typeof text === "string") {
      const records = [];
      const scores = [];
      let record = 0;
      let i = 1;
      while (i < text.length) {
        let gap = 0;
        let digit = DIGIT.get(text.charCodeAt(i++));
        while (digit >= 32) { gap = gap * 32 + (digit & 31); digit = DIGIT.get(text.charCodeAt(i++)); }
        record += gap * 32 + digit;
        records.push(record);
        scores.push(dequantize(DIGIT.get(text.charCodeAt(i++))));
      }
      result = { weight: dequantize(DIGIT.get(text.charCodeAt(0))), records, scores };
    }
    decoded.set(key, result);
    return result;
  }

  // The reader's language comes first; then the other script of the same language, then the rest,
  // in the order site.yml declares them (the manifest gives each language its order).
  const orderOf = (manifest, tag) => (manifest.languages[tag] || { order: Object.keys(manifest.languages) }).order;
  const isCJKLanguage = (manifest, tag) => !!(manifest.languages[tag] && manifest.languages[tag].cjk);
  function hasEdition(manifest, tag, record) {
    const language = manifest.languages[tag];
    return !!language && language.runs.some(([first, last]) => record >= first && record <= last);
  }

  // A query that is a guideline's id, or an address that ends in one (`…/apple-pay.html#apple-pay.button.minimum-width`):
  // the index holds "#" and every id, and every id it was renamed from (content/aliases.yml), as one term.
  const ID_QUERY = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/;
  function idTerm(text) {
    let id = text.trim();
    if (id.includes("#")) id = id.slice(id.lastIndexOf("#") + 1);
    try { id = decodeURIComponent(id); } catch (e) { /* keep it as typed */ }
    id = id.toLowerCase();
    return ID_QUERY.test(id) ? "#" + id : null;
  }

  // Ranked results for a query. Every term scores on its own (never all-or-nothing): the build's
  // BM25F scores are summed, then weighed by how much of the query a record covers and by whether it
  // exists in the reader's language. Each result: {url, title, excerpt, id, document, language,
  // languageName, excerptLanguage, context, exact, terms}.
  zhinan.search = async (query, limit = 10) => {
    const text = String(query || "");
    const manifest = await load("manifest");
    const folded = fold(text, await foldTableFor(text, manifest));
    const all = terms(folded);
    const unique = Array.from(new Set(all));
    if (!unique.length) return [];
    // The word still being typed matches every word it begins: "minim" finds "minimum".
    const lastCharacter = Array.from(text).pop() || "";
    const lastWord = all.filter((t) => !t.includes(" ") && !isCJK(t.codePointAt(0))).pop();
    const typing = lastWord && WORD_SCALAR.test(lastCharacter) && !isCJK(lastCharacter.codePointAt(0)) &&
      Array.from(lastWord).length >= 3 ? lastWord : null;
    const shardNames = unique.map((t) => "t" + shardOf(t, manifest.tokenShards));
    const shards = await Promise.all(shardNames.map((name) => loadOr(name, {})));
    const reader = manifest.languages[document.documentElement.lang] ? document.documentElement.lang : orderOf(manifest, "")[0];

    const found = new Map(); // record → {score, covered}
    let total = 0;
    const keyTerms = unique.filter((t) => !t.includes(" ") && (!isLoneCJK(t) || !all.some((u) => u.length > 1 && isCJK(u.codePointAt(0)) && u.includes(t))));
    const matchedKeys = new Map(); // record → number of key terms matched
    unique.forEach((term, i) => {
      let entry = postingsOf(shardNames[i], shards[i], term);
      if (term === typing) entry = withPrefixes(shardNames[i], shards[i], term, entry);
      if (!entry) entry = withOneTypo(shardNames[i], shards[i], term);
      if (!entry) return;
      total += entry.weight;
      const isKey = keyTerms.includes(term);
      entry.records.forEach((record, k) => {
        const hit = found.get(record) || { score: 0, covered: 0 };
        hit.score += entry.scores[k];
        hit.covered += entry.weight;
        found.set(record, hit);
        if (isKey) matchedKeys.set(record, (matchedKeys.get(record) || 0) + 1);
      });
    });
    const scored = Array.from(found.entries()).map(([record, hit]) => {
      const coverage = total ? hit.covered / total : 0;
      const own = hasEdition(manifest, reader, record);
      return { record, own, coverage, score: hit.score * (0.3 + 0.7 * coverage * coverage) * (own ? 1.25 : 1),
        exact: (matchedKeys.get(record) || 0) === keyTerms.length };
    }).filter((hit) => hit.coverage >= MINIMUM_COVERAGE).sort((a, b) => b.score - a.score || a.record - b.record);
    // The guideline whose id (or former id) the query is comes first, whatever its words score.
    const id = idTerm(text);
    if (id) {
      const name = "t" + shardOf(id, manifest.tokenShards);
      const entry = postingsOf(name, await loadOr(name, {}), id);
      const top = scored.length ? scored[0].score : 0;
      for (const record of entry ? entry.records.slice().reverse() : []) {
        const at = scored.findIndex((hit) => hit.record === record);
        if (at >= 0) scored.splice(at, 1);
        scored.unshift({ record, own: hasEdition(manifest, reader, record), coverage: 1, score: top + 1, exact: true });
      }
    }
    // `total`: how many there are beyond `limit`, for the popup's link to the results page.
    const results = await describe(scored.slice(0, limit), { manifest, reader, folded, all, keyTerms, typing });
    results.total = scored.length;
    return results;
  };

  // A record must match this share of the query's weight to be shown at all: a lone common
  // character or word in a long query is not a reason to show a result.
  const MINIMUM_COVERAGE = 0.2;

  // A word the site does not have, misspelt by one letter (added, missing, changed, or two swapped
  // after its first three, which pick its file): the postings of the words one edit away, a little
  // below an exact match.
  function withOneTypo(shardName, shard, word) {
    const length = Array.from(word).length;
    if (word.includes(" ") || isCJK(word.codePointAt(0)) || length < 5) return null;
    const near = Object.keys(shard).filter((term) => !term.includes(" ") && oneEditApart(word, term));
    if (!near.length) return null;
    return withPrefixes(shardName, Object.fromEntries(near.map((t) => [t, shard[t]])), "", null, 0.8);
  }
  function oneEditApart(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1) return false;
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length === b.length) {
      if (a.slice(i + 1) === b.slice(i + 1)) return true; // one changed
      return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // two swapped
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // one added or missing
  }

  // The typed prefix's postings: the best score of every word it begins (a little below an exact word).
  function withPrefixes(shardName, shard, prefix, exact, factor = 0.9) {
    const best = new Map();
    let weight = exact ? exact.weight : 0;
    const add = (entry, factor) => entry.records.forEach((record, k) => {
      best.set(record, Math.max(best.get(record) || 0, entry.scores[k] * factor));
    });
    for (const term of Object.keys(shard)) {
      if (term === prefix || !term.startsWith(prefix) || term.includes(" ")) continue;
      const entry = postingsOf(shardName, shard, term);
      weight = Math.max(weight, entry.weight);
      add(entry, factor);
    }
    if (exact) add(exact, 1);
    if (!best.size) return exact;
    const records = Array.from(best.keys()).sort((a, b) => a - b);
    return { weight, records, scores: records.map((r) => best.get(r)) };
  }

  // Loads the records of the ranked hits, in the language each lands in and, when the query is in
  // the other language, in that one too for the excerpt.
  async function describe(ranked, context) {
    const { manifest, reader, folded } = context;
    const per = manifest.recordsPerShard;
    const hasCJK = Array.from(folded).some((ch) => isCJK(ch.codePointAt(0)));
    const hasWords = Array.from(folded).some((ch) => !isCJK(ch.codePointAt(0)) && WORD_SCALAR.test(ch));
    const plans = ranked.map((hit) => {
      const landing = orderOf(manifest, reader).find((tag) => hasEdition(manifest, tag, hit.record));
      // The excerpt comes from an edition in the script the query is written in.
      const candidates = hasCJK && !hasWords ? orderOf(manifest, isCJKLanguage(manifest, landing) ? landing : reader).filter((t) => isCJKLanguage(manifest, t))
        : hasWords && !hasCJK ? orderOf(manifest, reader).filter((t) => !isCJKLanguage(manifest, t)) : [landing];
      const matched = candidates.find((tag) => hasEdition(manifest, tag, hit.record)) || landing;
      return { hit, landing, matched };
    });
    const names = new Set();
    for (const plan of plans) {
      for (const tag of [plan.landing, plan.matched]) names.add("r" + Math.floor(plan.hit.record / per) + "-" + manifest.languages[tag].folder);
    }
    const files = new Map(await Promise.all(Array.from(names).map((name) => loadOr(name, null).then((rows) => [name, rows]))));
    const row = (record, tag) => {
      const rows = files.get("r" + Math.floor(record / per) + "-" + manifest.languages[tag].folder);
      return rows ? rows[record % per] : null;
    };
    // Traditional text is highlighted where it matches a simplified query: fold its characters too.
    const traditional = (tag) => manifest.languages[tag].script === "Hant";
    const traditionalText = plans.flatMap((p) => [p.landing, p.matched].filter(traditional).map((tag) => [p, tag]))
      .map(([p, tag]) => (row(p.hit.record, tag) || []).slice(1).join("")).join("");
    if (traditionalText) await foldTableFor(traditionalText, manifest).catch(() => foldTable);
    const marks = highlightTerms(context);
    const results = [];
    for (const { hit, landing, matched } of plans) {
      const own = row(hit.record, landing);
      if (!own) continue; // its file failed to load: leave it out rather than fail the query
      const other = matched !== landing ? row(hit.record, matched) : null;
      const [url, title, where, body, kind] = own;
      results.push({
        url: root + url, title, excerpt: other ? excerpt(other[3], marks) : excerpt(body, marks, title), id: url.includes("#") ? url.split("#")[1] : null,
        document: where.split(" › ")[0], context: where, language: landing, languageName: manifest.languages[landing].name,
        excerptLanguage: other ? matched : landing, exact: hit.exact, terms: marks, kind: kind || null,
      });
    }
    return results;
  }

  // What to highlight: the query's words (as typed, and stemmed) and its Chinese pairs, or its lone characters.
  function highlightTerms({ all, keyTerms, typing }) {
    return Array.from(new Set(keyTerms.concat(typing ? [typing] : []))).filter((t) => t.length).sort((a, b) => b.length - a.length);
  }

  // Where the terms occur in a text: [start, end) in code points, merged.
  function matchRanges(text, marks) {
    const chars = Array.from(text);
    const folded = chars.map((ch) => foldScalar(ch, foldTable));
    const ranges = [];
    for (const mark of marks) {
      const units = Array.from(mark);
      for (let i = 0; i + units.length <= folded.length; i++) {
        let ok = true;
        for (let k = 0; k < units.length && ok; k++) ok = folded[i + k] === units[k];
        if (!ok) continue;
        // A word matches at the start of a word only.
        if (!isCJK(mark.codePointAt(0)) && i > 0 && WORD_SCALAR.test(folded[i - 1]) && !isCJK(folded[i - 1].codePointAt(0))) continue;
        let end = i + units.length;
        if (!isCJK(mark.codePointAt(0))) while (end < folded.length && WORD_SCALAR.test(folded[end]) && !isCJK(folded[end].codePointAt(0))) end++;
        ranges.push([i, end]);
      }
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const r of ranges) {
      if (merged.length && r[0] <= merged[merged.length - 1][1]) merged[merged.length - 1][1] = Math.max(merged[merged.length - 1][1], r[1]);
      else merged.push(r);
    }
    return merged;
  }
  zhinan._matchRanges = matchRanges;
  zhinan._excerpt = excerpt;

  // A record's text about where the query matched it. A guideline's text starts with its lead: where
  // that is the title shown above it, the excerpt is taken from what follows. It starts and ends
  // between words where the text has spaces near the cut (a stored text cut short ends in "…").
  function excerpt(text, marks, title) {
    const body = text && title && text.startsWith(title) ? text.slice(title.length).trimStart() : text || "";
    const chars = Array.from(body);
    const ranges = matchRanges(body, marks);
    let start = Math.max(0, (ranges.length ? ranges[0][0] : 0) - 30), end = Math.min(chars.length, start + 110);
    const word = (i) => /[\p{L}\p{N}]/u.test(chars[i] || "") && !/\p{Script=Han}/u.test(chars[i]);
    const space = (from, to, step) => { for (let i = from; i !== to; i += step) if (chars[i] === " ") return i; return -1; };
    if (start > 0 && word(start - 1) && word(start)) { const s = space(start, Math.min(start + 15, end), 1); if (s >= 0) start = s + 1; }
    if (end < chars.length && word(end - 1) && word(end)) { const s = space(end - 1, Math.max(end - 20, start), -1); if (s >= 0) end = s; }
    return (start > 0 ? "…" : "") + chars.slice(start, end).join("").trimEnd() + (end < chars.length ? "…" : "");
  }

  // ---- The rules index: filter rules and guidelines by topic and by whether a model checks them,
  // and rules by the edition of the guidance that has them.
  const filters = document.querySelector("form.filters");
  if (filters) {
    filters.hidden = false;
    const apply = () => {
      const topic = filters.elements.topic.value;
      const checked = filters.elements.checked.value;
      const edition = filters.elements.edition ? filters.elements.edition.value : "";
      for (const row of document.querySelectorAll("[data-topic]")) {
        // Only rules carry their editions; the guideline table is not filtered by edition.
        const editions = row.dataset.editions;
        const show = (!topic || row.dataset.topic === topic || row.dataset.topic.startsWith(topic + "-"))
          && (!checked || row.dataset.checked === checked)
          && (!edition || editions === undefined || editions.split(" ").includes(edition));
        row.hidden = !show;
      }
    };
    filters.addEventListener("change", apply);
    apply();
  }

  // ---- On a phone the contents and documents lists start folded, so the document starts on the
  // first screen (without script they stay open, as on a desktop).
  if (window.matchMedia("(max-width: 59.99rem)").matches && !location.hash) {
    document.querySelectorAll(".toc-details").forEach((details) => { details.open = false; });
  }

  // The start page shows each document's drill score.
  for (const place of document.querySelectorAll("[data-drill-key]")) {
    let kept = null;
    try { kept = JSON.parse(localStorage.getItem("zhinan-drill:" + place.dataset.drillKey)); } catch (e) { /* none */ }
    if (kept) place.textContent = kept.last + " / " + kept.total;
  }
})();
