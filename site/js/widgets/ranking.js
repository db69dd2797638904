// @ts-check
// Widget "ranking": pick the trump suit; the engine (api "ranking.orders") redraws every suit.
// A heading names its suit with the radio's suit word (both decks' words, drawn by the build).
import { t, tn } from "../i18n.js";
import { cardElement } from "../cards.js";
import { showSuitWords } from "../deck.js";

async function suitSection(section, suitWord) {
  const element = document.createElement("section");
  element.className = "ombre-suit";
  element.dataset.suit = section.suit;
  element.dataset.isTrump = String(section.is_trump);
  const heading = document.createElement("h3");
  heading.className = "ombre-suit__heading";
  const role = section.is_trump ? t("widgets-ranking.trumps") : t("widgets-ranking.plain-suit");
  heading.append(suitWord(section.suit), tn("widgets-ranking.section", section.cards.length, { role }));
  const list = document.createElement("ol");
  list.className = "ombre-order";
  for (const card of section.cards) {
    const item = document.createElement("li");
    item.dataset.card = card.code;
    item.append(await cardElement(card.code, { size: "sm" }));
    if (card.title) {
      const title = document.createElement("span");
      title.className = "ombre-order__title";
      title.textContent = card.title;
      item.append(title);
    }
    list.append(item);
  }
  element.append(heading, list);
  return element;
}

/**
 * @param {any} element the widget's element, drawn by the build
 * @param {import("../widgets.js").WidgetContext} context
 */
export default function bind(element, { engine, onEngine }) {
  const radios = [...element.querySelectorAll('input[type="radio"]')];
  const output = element.querySelector(".ombre-ranking__orders");
  let latest = 0;
  const suitWord = (suit) => {
    const radio = radios.find((input) => input.value === suit);
    const word = radio?.closest("label").querySelector(".ombre-suit-word");
    return word ? word.cloneNode(true) : suit;
  };

  async function redraw(trump) {
    const request = ++latest;
    output.setAttribute("aria-busy", "true");
    try {
      const orders = await engine.call("ranking.orders", { trump });
      const sections = await Promise.all(orders.suits.map((section) => suitSection(section, suitWord)));
      if (request !== latest) return;
      output.replaceChildren(...sections);
      showSuitWords(output);
      output.dataset.trump = orders.trump;
    } catch (error) {
      if (request !== latest) return;
      const note = document.createElement("p");
      note.className = "ombre-widget__error";
      note.textContent = t("widgets-ranking.engine-could-not-redraw", { message: error.message });
      output.replaceChildren(note);
    } finally {
      if (request === latest) output.removeAttribute("aria-busy");
    }
  }

  for (const radio of radios) {
    radio.addEventListener("change", () => {
      if (radio.checked) redraw(radio.value);
    });
  }
  onEngine((state) => {
    for (const radio of radios) radio.disabled = state !== "ready";
  });
}
