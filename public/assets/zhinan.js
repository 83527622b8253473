// Zhinan's one script: the language switch keeps the reader on the same guideline, the rules index
// filters, and search. Without JavaScript everything but search still works.
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

  // ---- Search -----------------------------------------------------------------------------------
  // The index is split into small script files (search/manifest.js, t<N>.js for tokens, r<N>.js for
  // records); a query loads only the ones it needs. Scripts, not fetch(), so it works from disk.
  const loaded = new Map();
  const waiting = new Map();
  zhinan._load = (name, data) => {
    loaded.set(name, data);
    (waiting.get(name) || []).forEach((resolve) => resolve(data));
    waiting.delete(name);
  };
  function load(name) {
    if (loaded.has(name)) return Promise.resolve(loaded.get(name));
    return new Promise((resolve, reject) => {
      const first = !waiting.has(name);
      waiting.set(name, (waiting.get(name) || []).concat(resolve));
      if (!first) return;
      const script = document.createElement("script");
      script.src = root + "search/" + name + ".js";
      script.onerror = () => reject(new Error("search: cannot load " + name));
      document.head.appendChild(script);
    });
  }

  // Folding and tokens exactly as the build made them (Sources/Zhinan/Index/SearchText.swift).
  let foldTable = null;
  function fold(text, manifest) {
    if (!foldTable) {
      foldTable = new Map();
      const pairs = Array.from(manifest.fold);
      for (let i = 0; i + 1 < pairs.length; i += 2) foldTable.set(pairs[i], pairs[i + 1]);
    }
    let out = "";
    for (const ch of text) {
      const code = ch.codePointAt(0);
      if (foldTable.has(ch)) out += foldTable.get(ch);
      else if (code >= 0xff01 && code <= 0xff5e) out += String.fromCodePoint(code - 0xfee0).toLowerCase();
      else out += ch.toLowerCase();
    }
    return out;
  }
  function isCJK(ch) {
    const c = ch.codePointAt(0);
    return (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x2fa1f);
  }
  const wordCharacter = /[\p{L}\p{N}]/u;
  // A query's tokens: pairs of neighbouring characters for Chinese (a single character alone), words otherwise.
  function queryTokens(folded) {
    const tokens = [];
    let run = [];
    let word = "";
    const endRun = () => {
      if (run.length === 1) tokens.push(run[0]);
      for (let i = 1; i < run.length; i++) tokens.push(run[i - 1] + run[i]);
      run = [];
    };
    const endWord = () => { if (word) tokens.push(word); word = ""; };
    for (const ch of folded) {
      if (isCJK(ch)) { endWord(); run.push(ch); }
      else if (wordCharacter.test(ch)) { endRun(); word += ch; }
      else { endRun(); endWord(); }
    }
    endRun();
    endWord();
    return Array.from(new Set(tokens));
  }
  function shardOf(token, count) {
    const key = isCJK(token) ? token : Array.from(token).slice(0, 2).join("");
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) {
      hash ^= key.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % count;
  }
  function excerpt(text, terms, manifest) {
    const folded = fold(text, manifest);
    let at = -1;
    for (const term of terms) {
      const i = folded.indexOf(term);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    const chars = Array.from(text);
    const start = Math.max(0, at - 30);
    return (start > 0 ? "…" : "") + chars.slice(start, start + 110).join("") + (start + 110 < chars.length ? "…" : "");
  }

  // Ranked results for a query, each {url, title, excerpt}: every token must match (AND); rarer
  // tokens weigh more; a match in a guideline's lead weighs double; the page's language weighs double.
  zhinan.search = async (query, limit = 10) => {
    const manifest = await load("manifest");
    const terms = queryTokens(fold(String(query || ""), manifest));
    if (!terms.length) return [];
    const shards = await Promise.all(terms.map((t) => load("t" + shardOf(t, manifest.tokenShards))));
    // The word still being typed matches every word it begins: "minim" finds "minimum".
    const typing = /[\p{L}\p{N}]$/u.test(String(query)) ? terms[terms.length - 1] : null;
    const postingsOf = (term, shard) => {
      if (term !== typing || isCJK(term) || Array.from(term).length < 2) return shard[term] || [];
      const merged = new Map();
      for (const [token, list] of Object.entries(shard)) {
        if (!token.startsWith(term)) continue;
        for (const [record, frequency, inTitle] of list) {
          const seen = merged.get(record);
          merged.set(record, seen ? [record, Math.max(seen[1], frequency), seen[2] || inTitle] : [record, frequency, inTitle]);
        }
      }
      return Array.from(merged.values());
    };
    let scores = null;
    terms.forEach((term, i) => {
      const postings = postingsOf(term, shards[i]);
      const idf = Math.log(1 + manifest.records / Math.max(postings.length, 1));
      const next = new Map();
      for (const [record, frequency, inTitle] of postings) {
        if (scores && !scores.has(record)) continue;
        next.set(record, (scores ? scores.get(record) : 0) + idf * (1 + Math.log(frequency)) * (inTitle ? 2 : 1));
      }
      scores = next;
    });
    const [first, last] = manifest.languages[document.documentElement.lang] || [-1, -1];
    const candidates = Array.from(scores.entries())
      .map(([record, score]) => [record, record >= first && record <= last ? score * 2 : score])
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit);
    const per = manifest.recordsPerShard;
    const recordShards = await Promise.all(Array.from(new Set(candidates.map(([r]) => Math.floor(r / per)))).map((n) => load("r" + n).then((rows) => [n, rows])));
    const rows = new Map(recordShards);
    return candidates.map(([record]) => {
      const [url, title, text] = rows.get(Math.floor(record / per))[record % per];
      return { url: root + url, title, excerpt: excerpt(text, terms, manifest) };
    });
  };

  // The search box in the header: results as you type, Enter opens the first, Escape clears.
  const form = document.querySelector("form.search");
  if (form) {
    form.hidden = false;
    const input = form.querySelector("input");
    const list = form.querySelector(".search-results");
    const status = form.querySelector(".search-status");
    let latest = 0;
    const show = (results, query) => {
      list.replaceChildren();
      for (const result of results) {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = result.url;
        const title = document.createElement("strong");
        title.textContent = result.title;
        const text = document.createElement("span");
        text.textContent = result.excerpt;
        link.append(title, text);
        item.append(link);
        list.append(item);
      }
      status.textContent = query ? (results.length ? status.dataset.found.replace("%d", results.length) : status.dataset.none) : "";
      list.hidden = !results.length;
    };
    input.addEventListener("input", () => {
      const query = input.value.trim();
      const ticket = ++latest;
      if (!query) { show([], ""); return; }
      zhinan.search(query).then((results) => { if (ticket === latest) show(results, query); }, () => show([], query));
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const first = list.querySelector("a");
      if (first) location.href = first.href;
    });
    form.addEventListener("keydown", (event) => {
      const links = Array.from(list.querySelectorAll("a"));
      const at = links.indexOf(document.activeElement);
      if (event.key === "Escape") { input.value = ""; show([], ""); input.focus(); }
      else if (event.key === "ArrowDown" && links.length) { event.preventDefault(); links[Math.min(at + 1, links.length - 1)].focus(); }
      else if (event.key === "ArrowUp" && at >= 0) { event.preventDefault(); (at === 0 ? input : links[at - 1]).focus(); }
    });
  }

  // ---- The rules index: filter rules and guidelines by topic and by whether a model checks them.
  const filters = document.querySelector("form.filters");
  if (filters) {
    filters.hidden = false;
    const apply = () => {
      const topic = filters.elements.topic.value;
      const checked = filters.elements.checked.value;
      for (const row of document.querySelectorAll("[data-topic]")) {
        const show = (!topic || row.dataset.topic === topic || row.dataset.topic.startsWith(topic + "-"))
          && (!checked || row.dataset.checked === checked);
        row.hidden = !show;
      }
    };
    filters.addEventListener("change", apply);
    apply();
  }
})();
