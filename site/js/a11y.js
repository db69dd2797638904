// Keyboard access to content that scrolls sideways: a table wider than a phone scrolls inside
// mkdocs-material's .md-typeset__scrollwrap, which must then take the focus so the arrow keys
// can scroll it (axe "scrollable-region-focusable"). Checked on every page and on resize.
const SCROLLERS = ".md-typeset__scrollwrap, .ombre-progress__table";

function syncScrollers() {
  for (const element of document.querySelectorAll(SCROLLERS)) {
    const scrolls = element.scrollWidth > element.clientWidth + 1;
    if (scrolls && !element.hasAttribute("tabindex")) {
      element.tabIndex = 0;
      element.setAttribute("role", "region");
      const caption = element.querySelector("caption")?.textContent?.trim();
      element.setAttribute("aria-label", caption ? `${caption} (scrolls sideways)` : "Table (scrolls sideways)");
    } else if (!scrolls && element.getAttribute("tabindex") === "0") {
      element.removeAttribute("tabindex");
      element.removeAttribute("role");
      element.removeAttribute("aria-label");
    }
  }
}

export function bindScrollRegions() {
  window.document$.subscribe(syncScrollers);
  window.addEventListener("resize", syncScrollers);
}
