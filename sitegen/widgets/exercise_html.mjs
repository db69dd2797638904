// Draws the exercise widget's build-time HTML with the browser's own drawing code
// (site/js/exercise-view.js and the two modules it imports, exercise-answers.js and
// exercise-dom.js), over the few DOM calls they use. Started once per build by
// sitegen/widgets/exercise.py; one JSON request per line on stdin, one JSON reply per line on stdout:
//   {exercise, id, page, title, fixed_rules, cards: {"Kh sm": "<span class=\"ombre-card\"…>"}}
//   -> {html} or {error}
// The first request in a language also carries {lang, strings}: the words of site/js/i18n.js.
// Cards come drawn by the build (sitegen/cards.py card_html) and are inserted as they are.
import { RawHTML, serveLines } from "./dom_shim.mjs";

const { exerciseBox } = await import(process.argv[2]);
// The strings of site/js/i18n.js, next to the drawing module.
const { useStrings } = await import(new URL("i18n.js", process.argv[2]).href);

function render(request) {
  if (request.strings) useStrings(request.lang, request.strings);
  const card = (code, size) => {
    const html = request.cards[`${code} ${size}`];
    if (html === undefined) throw new Error(`the build did not draw the card ${code} (${size})`);
    return new RawHTML(html);
  };
  const box = exerciseBox(request.exercise, {
    id: request.id,
    page: request.page,
    title: request.title,
    fixedRules: request.fixed_rules,
    card,
  });
  return box.outerHTML;
}

await serveLines(render);
