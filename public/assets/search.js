// The search box in every page's header, and the results page (search.html?q=…): what the reader
// sees of search. The search itself is zhinan.js's `zhinan.search`; this script runs after it.
(() => {
  "use strict";
  const zhinan = window.zhinan;
  // ---- Results, grouped by document (a rule's and a term's by their index): the group names its
  // language once; each result its title, its kind when it is a rule or a term, and its excerpt.
  // Text with the matched terms in <mark>, built as nodes: never markup from the index.
  function marked(tag, className, text, marks) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    const chars = Array.from(text);
    let at = 0;
    for (const [start, end] of zhinan._matchRanges(text, marks)) {
      const mark = document.createElement("mark");
      mark.textContent = chars.slice(start, end).join("");
      element.append(chars.slice(at, start).join(""), mark);
      at = end;
    }
    element.append(chars.slice(at).join(""));
    return element;
  }
  // In rank order of each group's best: the documents in the reader's own language, then in the
  // others, then the rules and terms (which every language has). `option`: the popup's listbox wraps
  // each result in an option; the results page lists plain links.
  function resultGroups(results, kinds, option) {
    const groups = new Map();
    for (const result of results) {
      const key = result.language + " " + result.document;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(result);
    }
    const own = document.documentElement.lang;
    const place = ([first]) => (first.kind ? 2 : 0) + (first.language !== own ? 1 : 0);
    return Array.from(groups.values()).sort((a, b) => place(a) - place(b)).map((members) => {
      const group = document.createElement(option ? "div" : "section");
      group.className = "search-group";
      if (option) group.setAttribute("role", "group");
      group.setAttribute("aria-label", members[0].document + " · " + members[0].languageName);
      const heading = document.createElement(option ? "div" : "h2");
      heading.className = "search-group-title";
      if (option) heading.setAttribute("aria-hidden", "true");
      const language = document.createElement("span");
      language.className = "search-language";
      language.textContent = members[0].languageName;
      heading.append(members[0].document, " ", language);
      heading.lang = members[0].language;
      group.append(heading);
      for (const result of members) {
        const link = document.createElement("a");
        link.href = result.url;
        link.setAttribute("hreflang", result.language);
        const title = marked("strong", "", result.title, result.terms);
        title.lang = result.language;
        link.append(title);
        if (kinds[result.kind]) {
          const kind = document.createElement("span");
          kind.className = "search-kind";
          kind.textContent = kinds[result.kind];
          link.append(" ", kind);
        }
        if (result.excerpt) {
          const text = marked("span", "search-excerpt", result.excerpt, result.terms);
          text.lang = result.excerptLanguage;
          link.append(text);
        }
        group.append(option ? option(link) : link);
      }
      return group;
    });
  }
  const foundText = (status, note, results) => {
    const closest = results.length > 0 && !results.some((r) => r.exact);
    return results.length ? (closest ? note.textContent + " " : "") + status.dataset.found.replace("%d", results.total || results.length) : status.dataset.none;
  };

  // ---- The search box: an ARIA combobox over a listbox of results grouped by document; Enter, or
  // the link under them, opens every result on the results page (search.html?q=…).
  const form = document.querySelector("form.search");
  if (form) {
    form.hidden = false;
    const input = form.querySelector("input");
    const list = form.querySelector(".search-results");
    const status = form.querySelector(".search-status");
    const note = form.querySelector(".search-note");
    const popup = form.querySelector(".search-popup");
    const all = form.querySelector(".search-all");
    const kinds = { rule: form.dataset.rule, term: form.dataset.term };
    const resultsPage = (query) => form.action + "?q=" + encodeURIComponent(query);
    let latest = 0;
    let active = -1;
    const options = () => Array.from(list.querySelectorAll("[role=option]"));
    const setActive = (index) => {
      const all = options();
      active = all.length ? Math.max(-1, Math.min(index, all.length - 1)) : -1;
      all.forEach((option, i) => option.setAttribute("aria-selected", i === active ? "true" : "false"));
      if (active >= 0) {
        input.setAttribute("aria-activedescendant", all[active].id);
        all[active].scrollIntoView({ block: "nearest" });
      } else input.removeAttribute("aria-activedescendant");
    };
    const expand = (open) => {
      popup.hidden = !open;
      input.setAttribute("aria-expanded", open ? "true" : "false");
    };
    const show = (results, query) => {
      let n = 0;
      list.replaceChildren(...resultGroups(results, kinds, (link) => {
        const option = document.createElement("div");
        option.setAttribute("role", "option");
        option.id = "search-option-" + n++;
        option.setAttribute("aria-selected", "false");
        link.tabIndex = -1;
        option.append(link);
        option.addEventListener("mousedown", (event) => event.preventDefault());
        return option;
      }));
      const closest = results.length > 0 && !results.some((r) => r.exact);
      note.hidden = !closest;
      status.textContent = query ? foundText(status, note, results) : "";
      all.hidden = !results.length;
      all.textContent = all.dataset.label.replace("%d", results.total || results.length);
      all.href = resultsPage(query);
      active = -1;
      input.removeAttribute("aria-activedescendant");
      expand(results.length > 0 || (!!query && closest));
    };
    input.addEventListener("input", () => {
      const query = input.value.trim();
      const ticket = ++latest;
      if (!query) { show([], ""); return; }
      zhinan.search(query).then((results) => { if (ticket === latest) show(results, query); },
        () => { if (ticket === latest) show([], query); });
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const option = options()[active];
      if (option) location.href = option.querySelector("a").href;
      else if (input.value.trim()) location.href = resultsPage(input.value.trim());
    });
    input.addEventListener("keydown", (event) => {
      const count = options().length;
      if (event.key === "ArrowDown" && count) { event.preventDefault(); expand(true); setActive(active + 1 >= count ? 0 : active + 1); }
      else if (event.key === "ArrowUp" && count) { event.preventDefault(); setActive(active <= 0 ? count - 1 : active - 1); }
      else if (event.key === "Escape") {
        event.preventDefault();
        if (!popup.hidden) { expand(false); setActive(-1); } else { input.value = ""; show([], ""); }
      }
    });
    input.addEventListener("blur", () => setTimeout(() => { if (!form.contains(document.activeElement)) expand(false); }, 150));
    input.addEventListener("focus", () => { if (options().length) expand(true); });
    // "/" anywhere but in a text field puts the cursor in the search box.
    document.addEventListener("keydown", (event) => {
      const target = event.target;
      const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) { event.preventDefault(); input.focus(); }
    });
    // The results page: every result of ?q=…, twenty more at a time (the groups made again whole).
    const page = document.querySelector(".search-page-results");
    const query = page && new URLSearchParams(location.search).get("q");
    if (query) {
      const more = document.querySelector(".search-more");
      const pageStatus = document.querySelector(".search-page-status");
      input.value = query;
      // The same query in another language's results page.
      document.querySelectorAll(".language-switch a").forEach((link) => { link.search = location.search; });
      let shown = 0;
      const fill = () => zhinan.search(query, shown + 20).then((results) => {
        shown = results.length;
        page.replaceChildren(...resultGroups(results, kinds));
        pageStatus.textContent = foundText(status, note, results);
        more.hidden = shown >= (results.total || 0);
      }, () => { pageStatus.textContent = status.dataset.none; });
      more.addEventListener("click", fill);
      fill();
    }
  }
})();
