// The header's deck face switch (French or Spanish card faces). The choice itself lives in
// cards.js (getDeck/setDeck, remembered in localStorage); the inline head script applies it
// before first paint.
import { getDeck, setDeck } from "./cards.js";

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
  document.addEventListener("ombre:deck", syncButtons);
  syncButtons();
  window.document$.subscribe(syncButtons);
}
