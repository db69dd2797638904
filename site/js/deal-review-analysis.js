// @ts-check
// The state of a deal's review (deal-review.js), without DOM: the engine's review.deal result,
// the answers to review.position gathered so far, and what they say: the chart's points and
// rows, the learner's slips, how the best outcome changed over a trick, and the fair verdicts
// (each of the learner's decisions over the layouts of the cards the learner could not see).
import { t } from "./i18n.js";

/**
 * @typedef {{level: number, words: string, label: string}} Level one outcome on the chart's scale
 * @typedef {{after: number, value: Level | null | undefined, answered: boolean}} ChartPoint
 *   tricks done, and the level reached (null: not proven, undefined: not yet asked)
 * @typedef {{trick: number, from: Level, to: Level}} Slip a learner's decision that lost ground
 */

/**
 * The analysis of one reviewed deal: the answers per position (null until asked) and the budget
 * already tried at each.
 * @param {any} review the engine's review.deal result
 */
export function createAnalysis(review) {
  /** @type {any[]} per position: the engine's review.position result, or null */
  const answers = review.positions.map(() => null);
  /** @type {number[]} per position: the budget already tried */
  const tried = review.positions.map(() => 0);

  /** @returns {ChartPoint[]} */
  function points() {
    const result = [];
    review.positions.forEach((position, index) => {
      if (!position.trick_start) return;
      const answer = answers[index];
      let value;
      if (position.action === null && review.final) value = review.final;
      else if (answer) value = answer.value;
      result.push({
        after: position.tricks_done,
        value,
        answered: Boolean(answer) || (position.action === null && Boolean(review.final)),
      });
    });
    return result;
  }

  /** The chart's rows, worst first: the engine's (codille to sacada and the deal's end), and any
   * other outcome an answer reached (a stop, a vole, a failed vole).
   * @returns {Level[]} */
  function rows() {
    const seen = new Map(review.levels.map((row) => [row.level, row]));
    for (const answer of answers) {
      for (const row of [answer?.value, answer?.played]) if (row) seen.set(row.level, row);
    }
    return [...seen.values()].sort((a, b) => a.level - b.level);
  }

  /** The learner's decisions that lost ground within a trick: from the position's best to the
   * outcome after the learner's choice.
   * @returns {Slip[]} */
  function mistakes() {
    const found = [];
    for (const trick of review.tricks) {
      for (const index of trick.decisions) {
        const position = review.decisions[index].position;
        const answer = position === null ? null : answers[position];
        if (answer?.verdict?.code === "lost" && answer.value && answer.played) {
          found.push({ trick: trick.number, from: answer.value, to: answer.played });
        }
      }
    }
    return found;
  }

  /** Whose card in trick `number` changed the best outcome, from the engine's values before and
   * after the learner's card: "your card", "Anna's card", "Anna's or Bo's card"; null if unknown. */
  function changedBy(number, start, end, name) {
    const trick = review.tricks.find((item) => item.number === number);
    const mine = trick?.decisions
      .map((index) => review.decisions[index])
      .find((decision) => decision.position !== null && decision.action.startsWith("play "));
    const answer = mine ? answers[mine.position] : null;
    if (!answer?.value || !answer.played) return null;
    const at = trick.cards.findIndex((card) => card.seat === review.learner);
    const seats = [
      ...(answer.value.level !== start.level ? trick.cards.slice(0, at) : []),
      ...(answer.played.level !== answer.value.level ? [trick.cards[at]] : []),
      ...(end.level !== answer.played.level ? trick.cards.slice(at + 1) : []),
    ].map((card) => card.seat);
    if (!seats.length) return null;
    if (seats.length === 1) {
      const [owner] = seats;
      return owner === review.learner
        ? t("deal-review-analysis.your-card")
        : t("deal-review-analysis.card-of", { name: name(owner) });
    }
    const owners = seats.map((owner) =>
      owner === review.learner ? t("deal-review-analysis.yours") : t("deal-review-analysis.of", { name: name(owner) }),
    );
    return t("deal-review-analysis.owners-card", { owners: owners.join(t("deal-review-analysis.or")) });
  }

  /**
   * How the ombre's best changed over trick `number`, when both ends are proven.
   * @param {number} number
   * @param {(seat: number) => string} name a seat's name at the table
   * @returns {{drop: boolean, text: string} | null}
   */
  function changeAfter(number, name) {
    const list = points();
    const now = list.find((point) => point.after === number);
    const before = list.find((point) => point.after === number - 1);
    if (!now?.value || !before?.value || now.value.level === before.value.level) return null;
    const drop = now.value.level < before.value.level;
    const cards = changedBy(number, before.value, now.value, name);
    const whose = cards ? t("deal-review-analysis.through", { cards }) : "";
    return {
      drop,
      text: t(drop ? "deal-review-analysis.best-fell" : "deal-review-analysis.best-rose", {
        before: before.value.words,
        after: now.value.words,
        whose,
      }),
    };
  }

  /** Whether an answer's fair verdict (the learner's decision over the layouts) stopped short of
   * the layouts asked for, so that a longer budget may weigh them all. */
  function fairUnfinished(answer) {
    const fair = answer?.fair;
    return Boolean(fair) && !fair.exact && fair.layouts < fair.asked;
  }

  /**
   * The positions still to ask about in a pass with this budget, in deal order: those not
   * proven yet, and those whose fair verdict weighed fewer layouts than asked.
   * @param {number} budget seconds per position
   */
  function pending(budget) {
    return review.positions
      .map((position, index) => ({ position, index }))
      .filter(
        ({ position, index }) =>
          position.action !== null &&
          (tried[index] ?? 0) < budget &&
          (!answers[index]?.complete || fairUnfinished(answers[index])),
      );
  }

  /**
   * The fair verdict's words on a learner's decision, from its position's answer: the engine's
   * sentence once its layouts are all weighed (or the analysis has ended), else null.
   * @param {any} answer the engine's review.position result, or null
   * @param {boolean} ended whether no further pass will ask again
   * @returns {{code: string, story: string, text: string} | null}
   */
  function fairVerdict(answer, ended) {
    const fair = answer?.fair;
    if (!fair || (fairUnfinished(answer) && !ended)) return null;
    return { code: fair.code, story: fair.story, text: fair.text };
  }

  /**
   * What the learner's side could expect at each of the learner's weighed decisions: the best
   * bet's expected chips over the layouts, the chips expected with the card played, and whether
   * that card was a clear mistake.
   * @param {boolean} ended whether no further pass will ask again
   * @returns {{trick: number, best: number, mine: number, mistake: boolean}[]}
   */
  function expectations(ended) {
    const found = [];
    for (const trick of review.tricks) {
      for (const index of trick.decisions) {
        const position = review.decisions[index].position;
        const answer = position === null ? null : answers[position];
        const fair = answer?.fair;
        if (!fair || fair.layouts === 0 || (fairUnfinished(answer) && !ended)) continue;
        found.push({ trick: trick.number, best: fair.best_mean, mine: fair.mean, mistake: fair.code === "mistake" });
      }
    }
    return found;
  }

  /**
   * The learner's clear mistakes on what the learner could see (fair code "mistake": never a good
   * bet or a close call), in deal order, to try again: the position, the card played and its trick.
   * @returns {{notation: string, played: string, trick: number}[]}
   */
  function clearMistakes() {
    const found = [];
    for (const trick of review.tricks) {
      for (const index of trick.decisions) {
        const position = review.decisions[index].position;
        if (position === null || answers[position]?.fair?.code !== "mistake") continue;
        if (!review.positions[position].action?.startsWith("play ")) continue; // cards only
        const { notation, action } = review.positions[position];
        found.push({ notation, played: action, trick: trick.number });
      }
    }
    return found;
  }

  return {
    review,
    answers,
    /** How many positions the analysis asks about (those with a decision). */
    total: review.positions.filter((position) => position.action !== null).length,
    /** How many positions have an answer so far. */
    answered: () => answers.filter(Boolean).length,
    /** How many answers did not prove their position within the budget. */
    unproven: () => answers.filter((answer) => answer && !answer.complete).length,
    /** Keep the engine's answer for a position, asked with this budget. */
    record(index, budget, answer) {
      tried[index] = budget;
      answers[index] = answer;
    },
    points,
    rows,
    mistakes,
    changeAfter,
    pending,
    fairVerdict,
    expectations,
    clearMistakes,
  };
}
