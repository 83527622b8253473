// Zhinan: the language switch keeps the reader on the same guideline. Without JavaScript it still
// works, landing at the top of the same document; every guideline also links to its translations.
document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("a[data-keep-hash]");
  if (link && location.hash) {
    link.href = link.href.split("#")[0] + location.hash;
  }
});

// The rules index: filter rules and guidelines by topic and by whether a model checks them.
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
