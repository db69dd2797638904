// @ts-check
// The header's language switcher (overrides/partials/alternate.html): the page now shown, in
// the language chosen. The header stays from the first page of a visit through instant
// navigation, so each link's address is worked out again when it is followed. The choice is
// kept under LANGUAGE_KEY, which the pre-paint script of partials/languages-head.html follows
// on the next full page load. overrides/main.html loads this module before the theme's bundle,
// which then waits for it: the switcher is bound before instant navigation can keep a header.
import { saveJson } from "./storage.js";

export const LANGUAGE_KEY = "ombre-language";

/** This language's root (this build's own copy of the scripts sits in its js/ folder). */
const LANGUAGE_ROOT = new URL("../", import.meta.url);

/**
 * The address of the page now shown, in the language whose folder is `prefix` ("" or "fr/"),
 * given this language's folder `here`.
 * @param {string} here @param {string} prefix @param {Location | URL} location
 * @returns {string}
 */
export function samePage(here, prefix, location) {
  const siteRoot = new URL("../".repeat(here.split("/").length - 1) || "./", LANGUAGE_ROOT);
  const page = location.href.startsWith(LANGUAGE_ROOT.href) ? location.href.slice(LANGUAGE_ROOT.href.length) : "";
  return new URL(prefix + page, siteRoot).href;
}

/** Follow the switcher's links to the page now shown (before instant navigation sees them). */
function bindLanguages() {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-ombre-language]") : null;
      const list = link?.closest("[data-ombre-languages]");
      if (!(link instanceof HTMLAnchorElement) || !list || event.metaKey || event.ctrlKey || event.shiftKey) return;
      saveJson(LANGUAGE_KEY, link.getAttribute("data-ombre-language") ?? "");
      const prefix = link.getAttribute("data-ombre-prefix") ?? "";
      link.href = samePage(list.getAttribute("data-ombre-languages") ?? "", prefix, window.location);
    },
    true,
  );
}

bindLanguages();
