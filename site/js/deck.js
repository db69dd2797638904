// @ts-check
// The header's deck face switch (French or Spanish card faces). The choice itself lives in
// cards.js (getDeck/setDeck, remembered in localStorage); the inline head script applies it
// before first paint. Suit names in text follow it too: a widget writes each as
// <span class="ombre-suit-word" data-french="Hearts" data-spanish="Copas"> (words the engine
// gave), and showSuitWords puts the deck's word in; this module does so for the whole page on
// every page load and deck change, and a widget calls it for what it redraws.
import { getDeck, setDeck } from "./cards.js";
import { onEachPage } from "./schedule.js";

/** Show every suit word under `root` in the words of the deck in use. */
export function showSuitWords(root = document, deck = getDeck()) {
  for (const span of root.querySelectorAll(".ombre-suit-word")) {
    const word = span.getAttribute(`data-${deck}`);
    if (word && span.textContent !== word) span.textContent = word;
  }
}

function syncButtons() {
  const spanish = getDeck() === "spanish";
  for (const button of document.querySelectorAll("[data-ombre-deck-switch]")) {
    button.setAttribute("aria-pressed", String(spanish));
  }
}

export function bindDeckSwitch() {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    if (!event.target.closest("[data-ombre-deck-switch]")) return;
    setDeck(getDeck() === "spanish" ? "french" : "spanish");
  });
  const sync = () => {
    syncButtons();
    showSuitWords();
  };
  document.addEventListener("ombre:deck", sync);
  sync();
  onEachPage(sync);
}
