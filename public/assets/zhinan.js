// Zhinan: the language switch keeps the reader on the same guideline. Without JavaScript it still
// works, landing at the top of the same document; every guideline also links to its translations.
document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("a[data-keep-hash]");
  if (link && location.hash) {
    link.href = link.href.split("#")[0] + location.hash;
  }
});
