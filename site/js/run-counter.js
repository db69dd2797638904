// @ts-check
// A count of runs of some asynchronous work (a review's analysis, a guided deal): a run started
// later, or a cancel, makes an older one stop at its next step.

/**
 * A new counter. `start()` begins a run and returns its check, true until the next start() or
 * cancel(); `count` numbers the runs (an id for what a run draws).
 * @returns {{start: () => () => boolean, cancel: () => void, readonly count: number}}
 */
export function createRunCounter() {
  let count = 0;
  return {
    start() {
      const mine = ++count;
      return () => mine === count;
    },
    cancel() {
      count += 1;
    },
    get count() {
      return count;
    },
  };
}
