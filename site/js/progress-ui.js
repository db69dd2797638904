// Progress on every page: a check mark in the side navigation for each lesson that is done
// (every drill on it mastered: progress.js isPageDone), and a notice when the stored progress
// could not be read or cannot be saved. Lessons and their exercises come from the build's
// assets/course.json (sitegen/progress.py); the progress itself from ./progress.js.
import {
  EVENT,
  dismissNotices,
  isPageDone,
  pagePath,
  progressNotices,
  siteRoot,
} from "./progress.js";

let course = null;

/** The build's course index {schema, pages: [{url, title, lesson, exercises: [{id, kind, title}]}]}. */
export function loadCourse() {
  if (!course) {
    course = fetch(new URL("assets/course.json", siteRoot()))
      .then((response) => (response.ok ? response.json() : { pages: [] }))
      .catch(() => ({ pages: [] }));
  }
  return course;
}

/** Whether a page of the course index is done (a page without exercises never is). */
export function pageDone(page) {
  return isPageDone(page.url, page.exercises.map((exercise) => exercise.id));
}

function doneMark() {
  const mark = document.createElement("span");
  mark.className = "ombre-done-mark";
  mark.dataset.ombreDone = "";
  const tick = document.createElement("span");
  tick.setAttribute("aria-hidden", "true");
  tick.textContent = "✓";
  const text = document.createElement("span");
  text.className = "ombre-sr-only";
  text.textContent = " (done)";
  mark.append(tick, text);
  return mark;
}

async function markNavigation() {
  const { pages } = await loadCourse();
  const done = new Set(pages.filter((page) => page.lesson && pageDone(page)).map((page) => page.url));
  for (const link of document.querySelectorAll(".md-nav--primary a.md-nav__link[href]")) {
    if (new URL(link.href).hash) continue; // the page's table of contents, not a page
    const isDone = done.has(pagePath(link.href));
    const mark = link.querySelector(":scope > [data-ombre-done]");
    if (isDone && !mark) link.append(doneMark());
    if (!isDone && mark) mark.remove();
    link.toggleAttribute("data-ombre-lesson-done", isDone);
  }
}

function showNotices() {
  const notices = progressNotices();
  const article = document.querySelector("article.md-content__inner");
  const existing = document.querySelector(".ombre-progress-notice");
  if (!notices.length || !article) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const box = document.createElement("div");
  box.className = "admonition warning ombre-progress-notice";
  box.setAttribute("role", "status");
  const title = document.createElement("p");
  title.className = "admonition-title";
  title.textContent = "Your saved progress";
  box.append(title);
  const actions = document.createElement("p");
  const link = document.createElement("a");
  link.href = new URL("progress/", siteRoot()).href;
  link.textContent = "See your progress";
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "md-button";
  dismiss.textContent = "Dismiss this notice";
  dismiss.addEventListener("click", () => dismissNotices());
  actions.append(link, " ", dismiss);
  article.prepend(box);
  // Filled after insertion, so screen readers announce it as a polite status.
  requestAnimationFrame(() => {
    for (const notice of notices) {
      const line = document.createElement("p");
      line.className = "ombre-progress-notice__message";
      line.dataset.code = notice.code;
      line.textContent = notice.message;
      box.append(line);
    }
    box.append(actions);
  });
}

function refresh() {
  showNotices();
  markNavigation();
}

export function bindProgress() {
  window.addEventListener(EVENT, refresh);
  window.document$.subscribe(refresh);
}
