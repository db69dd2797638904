// Entry point of the course pages (an ES module, loaded once per visit thanks to
// mkdocs-material's instant navigation): take over the engine worker that <head> started, then
// bind the deck switch and the widgets.
import { engine } from "./engine.js";
import { bindDeckSwitch } from "./deck.js";
import { bindRulesSwitch } from "./rules.js";
import { bindWidgets } from "./widgets.js";
import { bindProgress } from "./progress-ui.js";
import { bindScrollRegions } from "./a11y.js";

engine.start();
bindDeckSwitch();
bindRulesSwitch();
bindProgress();
bindScrollRegions();
// document$ is mkdocs-material's observable of page loads, instant navigations included.
window.document$.subscribe(() => bindWidgets(document, engine));
