// @ts-check
// The header's light/dark switch, in place of mkdocs-material's palette component (left out by
// overrides/partials/palette.html: on every page load it restyled the whole page twice). The
// inline script of that partial picks the palette before first paint; this module switches it
// as the theme does: the body's colours, the toggle shown, the choice kept for the next pages
// (__palette, which the theme's script at the top of <body> applies), no transitions meanwhile.

/** @param {HTMLFormElement} form @param {number} index */
function choose(form, index) {
  const inputs = [...form.querySelectorAll("input")];
  const input = inputs[index];
  const color = {
    media: input.getAttribute("data-md-color-media"),
    scheme: input.getAttribute("data-md-color-scheme"),
    primary: input.getAttribute("data-md-color-primary"),
    accent: input.getAttribute("data-md-color-accent"),
  };
  document.body.setAttribute("data-md-color-switching", "");
  for (const [key, value] of Object.entries(color))
    if (value) document.body.setAttribute(`data-md-color-${key}`, value);
  inputs.forEach((each, at) => {
    const label = each.nextElementSibling;
    if (label instanceof HTMLLabelElement) label.hidden = at !== index;
  });
  window.__md_set?.("__palette", { index, color });
  requestAnimationFrame(() => document.body.removeAttribute("data-md-color-switching"));
}

export function bindPalette() {
  const form = document.querySelector("form[data-ombre-palette]");
  if (!(form instanceof HTMLFormElement)) return;
  const inputs = () => [...form.querySelectorAll("input")];
  form.addEventListener("change", (event) => {
    const index = inputs().indexOf(/** @type {HTMLInputElement} */ (event.target));
    if (index >= 0) choose(form, index);
  });
  // Enter on a toggle moves to the next palette, as in the theme.
  form.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    const all = inputs();
    const next = all[(all.indexOf(event.target) + 1) % all.length];
    next.click();
    next.focus();
  });
}
