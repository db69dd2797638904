// @ts-check
// Card pictures in the browser: the same markup as card_html() in sitegen/cards.py.
//   <span class="ombre-card" data-card="Kh" [data-size="sm|lg"]>
//     <span class="face-french" role="img" aria-label="King of hearts"></span>
//     <span class="face-spanish" role="img" aria-label="Rey de copas"></span>
//   </span>
// css/cards.css draws each face from one sheet, faces.svg, by the card's rank and suit.
// Names come from the build-generated cards.json (ombre_core's Card.name_in), fetched once.

export const DECKS = Object.freeze(["french", "spanish"]);
export const SIZES = Object.freeze(["sm", "md", "lg"]);
export const DECK_STORAGE_KEY = "ombre.deck";
const SUIT_SYMBOLS = { "♠": "s", "♥": "h", "♦": "d", "♣": "c" };
const CODE_PATTERN = /^[A2-7JQK][shdc]$/;

let assetBase = new URL("../assets/cards/", import.meta.url);
let names = null;
let loading = null;
const unlabelled = new Set();

/** Where cards.json lives (a folder URL, absolute or relative to the page). */
export function setAssetBase(url) {
  const text = String(url);
  assetBase = new URL(text.endsWith("/") ? text : `${text}/`, document.baseURI);
  names = null;
  loading = null;
}

/** Fetch cards.json once; resolves to {code: {french, spanish, suit, rank, ...}}. */
export function loadCards() {
  if (!loading) {
    loading = fetch(new URL("cards.json", assetBase))
      .then((response) => {
        if (!response.ok) throw new Error(`cards.json: HTTP ${response.status}`);
        return response.json();
      })
      .then((data) => {
        names = data;
        for (const element of unlabelled) applyLabels(element);
        unlabelled.clear();
        return data;
      })
      .catch((error) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}

/** The card's name in one deck ("King of hearts", "Rey de copas"), or null before loadCards(). */
export function cardName(code, deck = getDeck()) {
  const entry = names?.[normalizeCode(code)];
  return entry ? entry[deck] : null;
}

/** A suit's name ("hearts" → "hearts", "cœur", "copas"...) in the page's language and a deck,
 * from its ace's entry, or null before loadCards(). */
export function suitName(suit, deck = getDeck()) {
  const entry = names?.[`A${suit.slice(0, 1)}`];
  return entry ? entry[deck === "spanish" ? "suit_es" : "suit"] : null;
}

/** "Kh", "kh" or "K♥" → "Kh"; anything else is an error (never guessed). */
export function normalizeCode(code) {
  const text = String(code).trim();
  const normal = text.length === 2 ? text[0].toUpperCase() + (SUIT_SYMBOLS[text[1]] || text[1].toLowerCase()) : text;
  if (!CODE_PATTERN.test(normal)) {
    throw new RangeError(
      `${JSON.stringify(code)} is not a card: ranks are A 2 3 4 5 6 7 J Q K and suits s h d c, as in "Kh"`,
    );
  }
  return normal;
}

/** A <span class="ombre-card"> showing both faces; CSS on html[data-deck] shows one. */
export function cardElement(code, { size = "md" } = {}) {
  const card = normalizeCode(code);
  if (!SIZES.includes(size))
    throw new RangeError(`card size ${JSON.stringify(size)} is not one of ${SIZES.join(", ")}`);
  const span = document.createElement("span");
  span.className = "ombre-card";
  span.dataset.card = card;
  if (size !== "md") span.dataset.size = size;
  for (const deck of DECKS) {
    const face = document.createElement("span");
    face.setAttribute("class", `face-${deck}`);
    face.setAttribute("role", "img");
    face.setAttribute("aria-label", card);
    span.appendChild(face);
  }
  if (names) {
    applyLabels(span);
  } else {
    unlabelled.add(span);
    loadCards().catch(() => {});
  }
  return span;
}

function applyLabels(span) {
  const entry = names[span.dataset.card];
  if (!entry) return;
  for (const face of span.children) {
    const deck = face.getAttribute("class").replace("face-", "");
    if (entry[deck]) face.setAttribute("aria-label", entry[deck]);
  }
}

function storedDeck() {
  try {
    const value = window.localStorage.getItem(DECK_STORAGE_KEY);
    return DECKS.includes(value) ? value : null;
  } catch {
    return null;
  }
}

/** The deck in use: html[data-deck], else the stored choice, else "french". */
export function getDeck() {
  const current = document.documentElement.dataset.deck;
  if (DECKS.includes(current)) return current;
  return storedDeck() || "french";
}

/** Show every card in this deck, remember it, and announce it with an "ombre:deck" event. */
export function setDeck(deck) {
  if (!DECKS.includes(deck)) throw new RangeError(`deck must be "french" or "spanish", not ${JSON.stringify(deck)}`);
  document.documentElement.dataset.deck = deck;
  try {
    window.localStorage.setItem(DECK_STORAGE_KEY, deck);
  } catch {
    // Storage blocked or full: the choice lasts for this page only.
  }
  document.dispatchEvent(new CustomEvent("ombre:deck", { detail: { deck } }));
  return deck;
}
