// Keyboard access to content that scrolls sideways: a table or figure wider than a phone
// scrolls inside its box (mkdocs-material's .md-typeset__scrollwrap, a lesson's own scroller),
// which must then take the focus so the arrow keys can scroll it (axe
// "scrollable-region-focusable"). Checked on every page, on resize, and when a block is laid out.
const CANDIDATES = ".md-content :is(div, figure, section)";
const MARK = "ombreScrollFocus";

function scrollsSideways(element) {
  if (element.scrollWidth <= element.clientWidth + 1) return false;
  return /(auto|scroll)/.test(getComputedStyle(element).overflowX);
}

function syncScrollers() {
  for (const element of document.querySelectorAll(CANDIDATES)) {
    const ours = element.dataset[MARK] === "yes";
    if (scrollsSideways(element)) {
      if (ours || element.hasAttribute("tabindex")) continue;
      element.dataset[MARK] = "yes";
      element.tabIndex = 0;
      if (!element.hasAttribute("role")) element.setAttribute("role", "region");
      if (!element.hasAttribute("aria-label") && !element.hasAttribute("aria-labelledby")) {
        const caption = element.querySelector("caption, figcaption")?.textContent?.trim();
        element.setAttribute("aria-label", `${caption || "Wide content"} (scrolls sideways)`);
      }
    } else if (ours) {
      delete element.dataset[MARK];
      element.removeAttribute("tabindex");
      if (element.getAttribute("role") === "region") element.removeAttribute("role");
      if (element.getAttribute("aria-label")?.endsWith("(scrolls sideways)")) element.removeAttribute("aria-label");
    }
  }
}

let queued = false;
function queueSync() {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    syncScrollers();
  });
}

export function bindScrollRegions() {
  window.document$.subscribe(queueSync);
  window.addEventListener("resize", queueSync);
  // Blocks with content-visibility: auto are laid out only near the viewport (ombre.css).
  document.addEventListener("contentvisibilityautostatechange", queueSync, true);
}
