// The global deck face switch (French or Spanish card faces), remembered in localStorage.
// The inline script in overrides/main.html applies the stored choice before first paint.
export const DECK_KEY = "ombre.deck";

export function currentDeck() {
  return document.documentElement.dataset.deck === "spanish" ? "spanish" : "french";
}

export function setDeck(deck) {
  document.documentElement.dataset.deck = deck;
  try {
    localStorage.setItem(DECK_KEY, deck);
  } catch {
    // Private browsing may refuse storage; the switch still works for this visit.
  }
  syncButtons();
}

function syncButtons() {
  const spanish = currentDeck() === "spanish";
  for (const button of document.querySelectorAll("[data-ombre-deck-switch]")) {
    button.setAttribute("aria-pressed", String(spanish));
  }
}

export function bindDeckSwitch() {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    if (!event.target.closest("[data-ombre-deck-switch]")) return;
    setDeck(currentDeck() === "spanish" ? "french" : "spanish");
  });
  syncButtons();
  window.document$.subscribe(syncButtons);
}
