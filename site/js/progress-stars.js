// @ts-check
// Stars, drawn one way everywhere: a lesson's stages on its page, each lesson in the side
// navigation and the home page's list, and the "Your progress" page. What they count comes
// from progress.js lessonStars (the one rule: a lesson is done when every stage has a star).
import { tn } from "./i18n.js";
/** "2 of 3 stars". */
export function starsText(stars, most) {
  return tn("progress-stars.stars-of", most, { stars });
}

/**
 * Stars earned of the most to earn: "★★☆" for a stage, "★ 7/12" for a lesson. `spoken` false
 * hides them from screen readers, where a link's name must stay its title (the caller says
 * them another way); a tooltip says them in words.
 * @param {{stars: number, most: number}} count
 * @param {{spoken?: boolean, stage?: boolean}} [options]
 */
export function starsElement({ stars, most }, { spoken = true, stage = false } = {}) {
  const box = document.createElement("span");
  box.className = "ombre-stars";
  box.dataset.stars = String(stars);
  box.dataset.most = String(most);
  box.title = starsText(stars, most);
  const glyphs = document.createElement("span");
  glyphs.className = "ombre-stars__glyphs";
  glyphs.setAttribute("aria-hidden", "true");
  glyphs.textContent = stage ? "★".repeat(stars) + "☆".repeat(most - stars) : `★ ${stars}/${most}`;
  box.append(glyphs);
  if (spoken) {
    const words = document.createElement("span");
    words.className = "ombre-sr-only";
    words.textContent = starsText(stars, most);
    box.append(words);
  } else {
    box.setAttribute("aria-hidden", "true");
  }
  return box;
}
