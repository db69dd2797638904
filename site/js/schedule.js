// @ts-check
// Page work in tasks of its own. On a page load, mkdocs-material's document$ emits inside the
// DOMContentLoaded task, where the theme also mounts its components; every subscriber that runs
// there makes that one task longer, and a phone cannot answer a tap until it ends. So the
// course's page work (widgets, progress marks, switches) runs in separate, short tasks after it.

/** Run fn soon, in a task of its own (after the current task and the tasks queued before). */
export function soon(fn) {
  if (window.scheduler?.postTask) window.scheduler.postTask(fn, { priority: "user-visible" });
  else setTimeout(fn, 0);
}

/** A promise that resolves in a task of its own: `await nextTask()` lets the page breathe. */
export function nextTask() {
  return new Promise((resolve) => soon(resolve));
}

/** Call fn on every page load, instant navigations included, each time in a task of its own. */
export function onEachPage(fn) {
  window.document$.subscribe(() => soon(fn));
}
