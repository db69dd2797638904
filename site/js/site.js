// @ts-check
// Entry point of the course pages (an ES module, loaded once per visit thanks to
// mkdocs-material's instant navigation): bind the header's switches and the widgets, and start the
// engine (or take over the worker that <head> started) on the first page with an engine widget.
import { engine } from "./engine.js";
import { bindDeckSwitch } from "./deck.js";
import { bindRulesSwitch } from "./rules.js";
import { bindWidgets } from "./widgets.js";
import { bindProgress } from "./progress-ui.js";
import { bindScrollRegions } from "./a11y.js";
import { bindGlossaryTips } from "./glossary-tips.js";
import { bindPalette } from "./palette.js";
import { onEachPage } from "./schedule.js";

bindDeckSwitch();
bindRulesSwitch();
bindProgress();
bindScrollRegions();
bindGlossaryTips();
bindPalette();
// On every page load (mkdocs-material's document$, instant navigations included), in a task of
// its own: start the engine if the page needs it, and bind the page's widgets.
onEachPage(() => {
  if (document.querySelector("[data-engine-widget]")) engine.start();
  bindWidgets(document, engine);
});
