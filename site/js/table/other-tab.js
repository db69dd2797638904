// @ts-check
// Free play in two tabs: another tab that saves another game over this one is noticed (the
// storage event). This tab's game is set aside at once (ombre.table.displaced, numbered), and
// the learner keeps it here or loads the other tab's game (the game not kept is set aside too).
import { t } from "../i18n.js";
import { forgetDisplaced, keepDisplaced, recordProblem, refusesRecord, STORAGE_KEY } from "./saved-game.js";

/**
 * Watch for another tab's game, and offer the choice.
 * @param {import("./controller.js").Table} table
 * @param {{save: () => void, run: (work: () => Promise<void>) => Promise<void>}} free-play's own
 */
export function watchOtherTab(table, { save, run }) {
  const { parts, state, engine, signal } = table;
  window.addEventListener(
    "storage",
    (event) => {
      if (event.key !== STORAGE_KEY || event.newValue === null || state.game === null) return;
      const mine = JSON.stringify(state.game);
      if (event.newValue === mine) return;
      if (state.otherGame === null) {
        const kept = keepDisplaced(mine);
        const where = kept ? t("table-other-tab.kept-this-browser-under", { kept }) : "";
        parts.otherTabText.textContent = t("table-other-tab.this-game-was-also", { where });
      }
      state.otherGame = event.newValue;
      parts.otherTabBox.hidden = false;
      table.sync();
    },
    { signal },
  );

  parts.keepHereButton.addEventListener("click", () => {
    const mine = JSON.stringify(state.game);
    if (state.otherGame !== null && state.otherGame !== mine) keepDisplaced(state.otherGame);
    state.otherGame = null;
    parts.otherTabBox.hidden = true;
    save();
    forgetDisplaced(mine);
    table.sync();
  });

  parts.loadOtherButton.addEventListener("click", () => {
    const other = state.otherGame ?? "";
    run(async () => {
      try {
        const saved = JSON.parse(other);
        table.accept(await engine.call("session.view", { session: saved }));
      } catch (error) {
        const refusal = /** @type {any} */ (error);
        if (refusal.kind && !refusesRecord(refusal)) throw error;
        const problem = refusal.kind ? recordProblem(refusal) : t("table-other-tab.not-json");
        parts.message.textContent = t("table-other-tab.unreadable", { problem });
        return;
      } finally {
        state.otherGame = null;
        parts.otherTabBox.hidden = true;
      }
      forgetDisplaced(other);
      save();
      parts.live.textContent = t("table-other-tab.loaded");
      table.draw();
    });
  });
}
