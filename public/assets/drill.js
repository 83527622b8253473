// The practice drill (<document>.drill.html), loaded by drill pages alone: ten of the page's
// questions, drawn by the seed in the address (a trainer sends everyone the same set), answered in
// the edition chosen; the answers are the build's verdicts. The best and last scores are kept per
// document for the start page (zhinan.js shows them).
(() => {
  "use strict";
  const drill = document.querySelector("[data-drill]");
  if (drill) runDrill(drill);

  function runDrill(root) {
    const data = JSON.parse(document.getElementById("drill-data").textContent);
    const say = root.dataset, stage = root.querySelector(".drill-stage");
    const params = new URLSearchParams(location.search);
    let seed = parseInt(params.get("seed"), 10);
    if (!(seed >= 0)) {
      seed = Math.floor(Math.random() * 1000000);
      params.set("seed", seed);
      history.replaceState(null, "", "?" + params);
    }
    let edition = params.get("edition");
    if (edition !== "source" && edition !== "current") {
      try { edition = localStorage.getItem("zhinan-edition"); } catch (e) { edition = null; }
      if (edition !== "current") edition = "source";
    }
    const form = root.querySelector(".drill-edition");
    form.hidden = false;
    form.elements["drill-edition"].value = edition;
    form.addEventListener("change", () => {
      params.set("edition", form.elements["drill-edition"].value);
      location.search = "?" + params;
    });
    // mulberry32: the same seed draws the same questions and options everywhere.
    let state = seed >>> 0;
    const random = () => {
      state = (state + 0x6D2B79F5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const shuffled = (list) => {
      const out = list.slice();
      for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [out[i], out[j]] = [out[j], out[i]]; }
      return out;
    };
    const ids = Object.keys(data.guidelines);
    const questions = shuffled(data.questions).slice(0, 10).map((q) => {
      const answers = q.answers[edition];
      // Four guidelines to choose from: the right ones first, then the same section's, then any.
      const home = data.guidelines[answers[0] || q.guideline].section;
      const near = shuffled(ids.filter((id) => !answers.includes(id) && data.guidelines[id].section === home));
      const far = shuffled(ids.filter((id) => !answers.includes(id) && data.guidelines[id].section !== home));
      const options = ids.filter((id) => [...answers.slice(0, 1), ...near, ...far].slice(0, 4).includes(id));
      return {q, answers, options};
    });
    const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => values[key]);
    const element = (tag, attributes, html) => {
      const node = document.createElement(tag);
      Object.assign(node, attributes || {});
      if (html !== undefined) node.innerHTML = html;
      return node;
    };
    const guidelineLink = (id) => `<a href="${data.guidelines[id].href}">${escapeHTML(data.guidelines[id].lead)}</a>`;
    let index = 0, score = 0;
    const missed = [];
    function show() {
      const {q, answers, options} = questions[index];
      stage.innerHTML = "";
      const question = element("form", {className: "drill-question"});
      question.dataset.example = q.id;
      question.append(element("h2", {}, escapeHTML(fill(say.of, {n: index + 1, total: questions.length}))));
      const picture = element("div", {className: "mockup-frame"}, q.plain);
      question.append(picture);
      const spec = element("details", {className: "spec-details"});
      spec.append(element("summary", {}, escapeHTML(say.spec)), element("pre", {className: "spec"}, "<code>" + escapeHTML(q.spec) + "</code>"));
      if (q.specFirst) {
        spec.open = true;
        question.append(element("p", {className: "drill-hint"}, escapeHTML(say.specFirst)));
      }
      question.append(spec);
      const choices = element("fieldset");
      choices.append(element("legend", {}, escapeHTML(say.which)));
      for (const [value, label] of [["follows", escapeHTML(say.follows)], ...options.map((id) => [id, escapeHTML(data.guidelines[id].lead)])]) {
        const line = element("label", {className: "drill-choice"});
        line.append(element("input", {type: "radio", name: "answer", value, required: true}), " ");
        line.append(element("span", {}, label));
        choices.append(line);
      }
      question.append(choices);
      const button = element("button", {type: "submit"}, escapeHTML(say.submit));
      question.append(button);
      question.addEventListener("submit", (event) => {
        event.preventDefault();
        if (question.dataset.answered) { next(); return; }
        const chosen = question.elements.answer.value;
        const right = answers.length === 0 ? chosen === "follows" : answers.includes(chosen);
        question.dataset.answered = right ? "right" : "wrong";
        if (right) score++; else missed.push(...(answers.length ? answers : [q.guideline]));
        for (const input of question.querySelectorAll("input")) input.disabled = true;
        if (q.marked) picture.innerHTML = q.marked;
        const feedback = element("div", {className: "drill-feedback " + (right ? "verdict-pass" : "verdict-fail"), role: "status"});
        const answer = answers.length ? answers.map(guidelineLink).join(" · ") : escapeHTML(say.follows);
        feedback.append(element("p", {}, `<strong>${escapeHTML(right ? say.correct : say.wrong)}</strong> ${escapeHTML(say.answer)} ${answer}`));
        if (q.caption) feedback.append(element("p", {className: "example-caption"}, escapeHTML(q.caption)));
        if (q.messages[edition].length) feedback.append(element("ul", {className: "messages"}, q.messages[edition].map((m) => "<li>" + escapeHTML(m) + "</li>").join("")));
        question.insertBefore(feedback, button);
        button.textContent = say.next;
        button.focus();
      });
      stage.append(question);
      const first = question.querySelector("input");
      if (index > 0 && first) first.focus();
    }
    function next() {
      index++;
      if (index < questions.length) { show(); return; }
      stage.innerHTML = "";
      const end = element("section", {className: "drill-score"});
      end.append(element("h2", {}, escapeHTML(fill(say.score, {score, total: questions.length}))));
      const reread = [...new Set(missed)];
      if (reread.length) {
        end.append(element("p", {}, escapeHTML(say.reread)));
        end.append(element("ul", {}, reread.map((id) => "<li>" + guidelineLink(id) + "</li>").join("")));
      }
      const again = new URLSearchParams(params);
      again.set("seed", (seed + 1) % 1000000);
      end.append(element("p", {}, `<a href="?${again}">${escapeHTML(say.again)}</a>`));
      stage.append(end);
      end.querySelector("h2").tabIndex = -1;
      end.querySelector("h2").focus();
      try {
        const key = "zhinan-drill:" + data.language + "/" + data.document;
        const kept = JSON.parse(localStorage.getItem(key)) || {best: 0};
        localStorage.setItem(key, JSON.stringify({last: score, best: Math.max(score, kept.best || 0), total: questions.length}));
      } catch (e) { /* not remembered */ }
    }
    show();
  }

  function escapeHTML(text) {
    return String(text).replace(/[&<>"]/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"})[c]);
  }
})();
