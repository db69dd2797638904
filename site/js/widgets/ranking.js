// Widget "ranking": pick the trump suit; the engine (api "ranking.orders") redraws every suit.
import { cardElement } from "../cards.js";

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function suitSection(section) {
  const element = document.createElement("section");
  element.className = "ombre-suit";
  element.dataset.suit = section.suit;
  element.dataset.isTrump = String(section.is_trump);
  const heading = document.createElement("h3");
  heading.className = "ombre-suit__heading";
  const role = section.is_trump ? "trumps" : "plain suit";
  heading.textContent = `${capitalise(section.suit)}: ${role}, ${section.cards.length} cards, highest first`;
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

export default function bind(element, { engine, onEngine }) {
  const radios = [...element.querySelectorAll('input[type="radio"]')];
  const output = element.querySelector(".ombre-ranking__orders");
  let latest = 0;

  async function redraw(trump) {
    const request = ++latest;
    output.setAttribute("aria-busy", "true");
    try {
      const orders = await engine.call("ranking.orders", { trump });
      const sections = await Promise.all(orders.suits.map(suitSection));
      if (request !== latest) return;
      output.replaceChildren(...sections);
      output.dataset.trump = orders.trump;
    } catch (error) {
      if (request !== latest) return;
      const note = document.createElement("p");
      note.className = "ombre-widget__error";
      note.textContent = `The engine could not redraw the orders: ${error.message}`;
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
