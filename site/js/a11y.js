// @ts-check
import { t } from "./i18n.js";
import { onEachPage } from "./schedule.js";

// Keyboard access to content that scrolls sideways: a table or figure wider than a phone
// scrolls inside its box (mkdocs-material's .md-typeset__scrollwrap, a lesson's own scroller),
// which must then take the focus so the arrow keys can scroll it (axe
// "scrollable-region-focusable"). Each candidate, including those a widget draws later, is
// checked when it is laid out and whenever its size changes (page load, resize, a lazy block
// coming into view, a widget redrawn), from a ResizeObserver: its callback runs after layout, so the check forces no layout of its own
// (reading every block's width before the first paint cost a throttled phone 0.4 s).
const CANDIDATES = ".md-content :is(div, figure, section)";
const MARK = "ombreScrollFocus";

function scrollsSideways(element) {
  if (element.scrollWidth <= element.clientWidth + 1) return false;
  return /(auto|scroll)/.test(getComputedStyle(element).overflowX);
}

function sync(element) {
  const ours = element.dataset[MARK] === "yes";
  if (scrollsSideways(element)) {
    if (ours || element.hasAttribute("tabindex")) return;
    element.dataset[MARK] = "yes";
    element.tabIndex = 0;
    if (!element.hasAttribute("role")) element.setAttribute("role", "region");
    if (!element.hasAttribute("aria-label") && !element.hasAttribute("aria-labelledby")) {
      const caption = element.querySelector("caption, figcaption")?.textContent?.trim();
      element.setAttribute("aria-label", t("a11y.wide-content-label", { caption: caption || t("a11y.wide-content") }));
    }
  } else if (ours) {
    delete element.dataset[MARK];
    element.removeAttribute("tabindex");
    if (element.getAttribute("role") === "region") element.removeAttribute("role");
    if (element.getAttribute("aria-label")?.endsWith(t("a11y.scrolls-sideways"))) element.removeAttribute("aria-label");
  }
}

const sizes = new ResizeObserver((entries) => {
  for (const entry of entries) if (entry.target.isConnected) sync(entry.target);
});

function observe(root) {
  if (root.matches(CANDIDATES)) sizes.observe(root);
  for (const element of root.querySelectorAll(CANDIDATES)) sizes.observe(element);
}

// Blocks drawn after the page loaded (widgets, tables filled in from the engine).
const drawn = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) observe(node);
  }
});

function watchPage() {
  sizes.disconnect(); // the previous page's blocks, after an instant navigation
  drawn.disconnect();
  const content = document.querySelector(".md-content");
  if (!content) return;
  observe(content);
  drawn.observe(content, { childList: true, subtree: true });
}

export function bindScrollRegions() {
  onEachPage(watchPage);
}
