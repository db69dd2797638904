// @ts-check
// Glossary tooltips: a term of the lesson (<abbr title="definition">, see hooks/glossary.py)
// shows its definition in a tooltip when the pointer rests on it, when it takes the keyboard
// focus, or when it is tapped. It costs nothing at load: one set of listeners on the document,
// no work per term and no layout read until a term is activated (mkdocs-material's own
// content.tooltips mounted a component on every term, which cost a throttled phone about half
// a second per lesson).
//
// One tooltip at a time, drawn with the theme's markup and CSS (.md-tooltip2, role="tooltip"),
// placed below the term, or above it when there is no room below, inside the viewport. While it
// shows, the term is aria-describedby it and its title waits in data-glossary-title (no second,
// native tooltip); the title is put back when the tooltip goes, so without JavaScript, and for
// assistive technology, the definition stays on the term. WCAG 1.4.13: Escape dismisses it; the
// pointer may move onto it (a short grace period covers the gap); it stays until the pointer
// leaves, the focus leaves, Escape, or a tap elsewhere. An instant navigation removes it.
const TERM = ".md-content abbr:is([title], [data-glossary-title])";
const TIP_ID = "ombre-glossary-tip";
const GAP = 8; // px between the term and the tooltip, as the theme draws it
const HOVER_GRACE = 250; // ms the tooltip stays after the pointer left, as in the theme

/** The tooltip showing now: its term, its element, and why it shows ("hover", "focus", "tap"). */
let shown = null;
let graceTimer = 0;

function termOf(target) {
  return target instanceof Element ? target.closest(TERM) : null;
}

function inTip(target) {
  return Boolean(shown) && target instanceof Node && shown.tip.contains(target);
}

function draw(definition) {
  const tip = document.createElement("div");
  tip.className = "md-tooltip2";
  tip.id = TIP_ID;
  tip.setAttribute("role", "tooltip");
  const inner = document.createElement("div");
  inner.className = "md-tooltip2__inner md-typeset";
  inner.textContent = definition;
  tip.append(inner);
  return tip;
}

/** Place the tooltip under its term, or over it when it would pass the viewport's bottom (and
 * there is room between the term and the theme's sticky header). */
function place() {
  if (!shown) return;
  const { term, tip } = shown;
  const host = term.getBoundingClientRect();
  const size = tip.firstElementChild.getBoundingClientRect();
  const top = Math.max(0, document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0);
  const below = host.bottom + GAP + size.height <= window.innerHeight;
  const above = host.top - GAP - size.height >= top;
  const y = below || !above ? host.height + GAP : -GAP - size.height;
  tip.style.setProperty("--md-tooltip-host-x", `${host.left + window.scrollX}px`);
  tip.style.setProperty("--md-tooltip-host-y", `${host.top + window.scrollY}px`);
  tip.style.setProperty("--md-tooltip-x", `${host.width / 2}px`);
  tip.style.setProperty("--md-tooltip-y", `${y}px`);
  tip.style.setProperty("--md-tooltip-width", `${size.width}px`);
  tip.style.setProperty("--md-tooltip-tail", "0px");
  tip.classList.toggle("md-tooltip2--top", y < 0);
  tip.classList.toggle("md-tooltip2--bottom", y >= 0);
}

function hide() {
  clearTimeout(graceTimer);
  if (!shown) return;
  const { term, tip } = shown;
  shown = null;
  tip.remove();
  term.removeAttribute("aria-describedby");
  if (term.dataset.glossaryTitle !== undefined) {
    term.setAttribute("title", term.dataset.glossaryTitle);
    delete term.dataset.glossaryTitle;
  }
}

function show(term, reason) {
  clearTimeout(graceTimer);
  if (shown?.term !== term) {
    hide();
    const definition = term.getAttribute("title") ?? term.dataset.glossaryTitle ?? "";
    term.dataset.glossaryTitle = definition;
    term.removeAttribute("title");
    const tip = draw(definition);
    document.body.append(tip);
    shown = { term, tip, reasons: new Set() };
    term.setAttribute("aria-describedby", TIP_ID);
    place();
    // Appear on the next frame, so the theme's fade-in transition runs.
    requestAnimationFrame(() => tip.classList.add("md-tooltip2--active"));
  }
  shown.reasons.add(reason);
}

function release(term, reason) {
  if (shown?.term !== term) return;
  shown.reasons.delete(reason);
  if (shown.reasons.size === 0) hide();
}

function onPointerOver(event) {
  if (event.pointerType !== "mouse") return; // a touch ends with pointerout: taps are below
  const term = termOf(event.target);
  if (term) show(term, "hover");
  else if (inTip(event.target)) clearTimeout(graceTimer);
}

function onPointerOut(event) {
  if (event.pointerType !== "mouse" || !shown) return;
  if (!inTip(event.target) && termOf(event.target) !== shown.term) return;
  const next = event.relatedTarget;
  if (inTip(next) || (next instanceof Node && shown.term.contains(next))) return;
  const { term } = shown;
  clearTimeout(graceTimer);
  graceTimer = setTimeout(() => release(term, "hover"), HOVER_GRACE);
}

function onPointerUp(event) {
  if (event.pointerType === "mouse") return;
  const term = termOf(event.target);
  if (term) show(term, "tap");
}

function onPointerDown(event) {
  if (shown && !inTip(event.target) && termOf(event.target) !== shown.term) hide();
}

function onFocusIn(event) {
  const term = termOf(event.target);
  if (term) show(term, "focus");
}

function onFocusOut(event) {
  if (shown && event.target === shown.term) release(shown.term, "focus");
}

function onKeyDown(event) {
  if (event.key === "Escape" && shown) hide();
}

let placing = false;
function onViewportChange() {
  if (!shown || placing) return;
  placing = true;
  requestAnimationFrame(() => {
    placing = false;
    place();
  });
}

export function bindGlossaryTips() {
  document.addEventListener("pointerover", onPointerOver);
  document.addEventListener("pointerout", onPointerOut);
  document.addEventListener("pointerup", onPointerUp);
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("keydown", onKeyDown);
  // A term inside a box that scrolls sideways moves with it; the page's own scroll does not
  // move the tooltip (it is placed in page coordinates) but may change above/below.
  document.addEventListener("scroll", onViewportChange, { capture: true, passive: true });
  window.addEventListener("resize", onViewportChange, { passive: true });
  // An instant navigation swaps the content: a tooltip left open goes with its term.
  window.document$.subscribe(hide);
}
