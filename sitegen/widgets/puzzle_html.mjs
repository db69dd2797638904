// Draws the puzzle widget's build-time HTML with the browser's own drawing code
// (site/js/puzzle-view.js), over the small DOM of dom_shim.mjs. Started by
// sitegen/widgets/puzzle.py; one JSON request per line on stdin, one JSON reply per line on stdout:
//   {view, id, preset_title, themes, rating, cards: {"Kh sm": "<span class=\"ombre-card\"…>"}} -> {html} or {error}
// The first request in a language also carries {lang, strings}: the words of site/js/i18n.js.
import { RawHTML, serveLines } from "./dom_shim.mjs";

const { puzzleBoard, puzzleWidget } = await import(process.argv[2]);
// The strings of site/js/i18n.js, next to the drawing module.
const { useStrings } = await import(new URL("i18n.js", process.argv[2]).href);

function render(request) {
  if (request.strings) useStrings(request.lang, request.strings);
  const card = (code) => {
    const html = request.cards[`${code} sm`];
    if (html === undefined) throw new Error(`the build did not draw the card ${code} (sm)`);
    return new RawHTML(html);
  };
  const board = puzzleBoard(request.view, { card, presetTitle: request.preset_title });
  return puzzleWidget({ themes: request.themes, board, puzzleId: request.id, rating: request.rating }).outerHTML;
}

await serveLines(render);
