// @ts-check
// Progress on every page: each lesson's stars and a check mark once it is done, in the side
// navigation and the home page's list of lessons; on a lesson, each drill shown as a stage
// ("Stage 2 of 4: ...") with its stars; a notice when the stored progress could not be read or
// cannot be saved. Stars and "done" come from progress.js lessonStars, drawn by
// progress-stars.js. Lessons, their exercises and the drills moved to another page come from
// the build's assets/course.json (sitegen/progress.py); the progress itself from ./progress.js.
import { hasString, t, tn } from "./i18n.js";
import {
  EVENT,
  dismissNotices,
  isExerciseKey,
  lessonStars,
  localDay,
  STARS_PER_STAGE,
  moveDrills,
  pagePath,
  positionQueue,
  progressNotices,
  puzzleQueue,
  puzzlesComeBack,
  reviewQueue,
  setPuzzleComeBack,
  siteRoot,
} from "./progress.js";
import { el } from "./game-ui.js";
import { positionPractice } from "./position-practice.js";
import { starsElement, starsText } from "./progress-stars.js";
import { onEachPage } from "./schedule.js";

export const PRACTICE_PAGE = "practice/";

let course = null;

/**
 * The build's course index {schema, pages: [{url, title, lesson, exercises: [{id, kind, title}]}],
 * moved: {old drill key: new drill key}}; the records of moved drills follow them once it is read.
 */
export function loadCourse() {
  if (!course) {
    course = fetch(new URL("assets/course.json", siteRoot()))
      .then((response) => (response.ok ? response.json() : { pages: [] }))
      .catch(() => ({ pages: [] }))
      .then((index) => {
        moveDrills(index.moved ?? {});
        return index;
      });
  }
  return course;
}

/**
 * The address of a drill in its lesson, or null unless `key` names a drill on a page of the
 * course index `pages` (stored or imported progress is checked again before it becomes a link).
 */
export function drillHref(key, pages) {
  if (!isExerciseKey(key)) return null;
  const [page, id] = key.split("#");
  if (!pages.some((known) => known.url === page)) return null;
  const root = siteRoot();
  const url = new URL(`${page}#ex-${id}`, root);
  return url.origin === root.origin && url.pathname.startsWith(root.pathname) ? url.href : null;
}

/**
 * A page of the course index, counted: {stages, stars, most, done, mastered} (progress.js
 * lessonStars; its drills are its stages, and a page without drills is never done).
 */
export function pageStars(page) {
  return lessonStars(
    page.url,
    page.exercises.map((exercise) => exercise.id),
  );
}

/** Whether a page of the course index is done: every stage has a star. */
export function pageDone(page) {
  return pageStars(page).done;
}

/** A drill's goal: its question title, or its kind in words. */
export function stageGoal(exercise) {
  return exercise.title || kindName(exercise.kind);
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
  text.textContent = t("progress-ui.done-mark");
  mark.append(tick, text);
  return mark;
}

/** The side navigation's lesson links, and the home page's list of lessons. */
const LESSON_LINKS = ".md-nav--primary a.md-nav__link[href], .ombre-lesson-list li > a[href]";

async function markNavigation() {
  const { pages } = await loadCourse();
  const counts = new Map(
    pages.filter((page) => page.lesson && page.exercises.length).map((page) => [page.url, pageStars(page)]),
  );
  for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll(LESSON_LINKS))) {
    if (new URL(link.href).hash) continue; // the page's table of contents, not a page
    const count = counts.get(pagePath(link.href));
    const isDone = Boolean(count?.done);
    // The stars are hidden from screen readers inside the link (its name stays the lesson's
    // title, "(done)" added once done) and said as its description instead.
    link.querySelector(":scope > .ombre-stars")?.remove();
    if (count) {
      link.append(starsElement(count, { spoken: false }));
      link.setAttribute(
        "aria-description",
        count.mastered
          ? t("progress-ui.stars-mastered", { stars: starsText(count.stars, count.most) })
          : starsText(count.stars, count.most),
      );
    }
    const mark = link.querySelector(":scope > [data-ombre-done]");
    if (isDone && !mark) link.append(doneMark());
    if (!isDone && mark) mark.remove();
    link.toggleAttribute("data-ombre-lesson-done", isDone);
    link.toggleAttribute("data-ombre-lesson-mastered", Boolean(count?.mastered));
  }
}

/** The line under a lesson's title: the one rule of stars and "done", and where the lesson stands. */
function lessonRule(count) {
  const stages = count.stages.length;
  if (count.mastered) return tn("progress-ui.rule-mastered", stages);
  if (count.done) return tn("progress-ui.rule-done", stages);
  return tn("progress-ui.rule", stages);
}

/** On a lesson, each drill a stage: "Stage 2 of 4: <its goal>" and its stars, above the drill. */
async function markStages() {
  const { pages } = await loadCourse();
  const here = pagePath();
  const page = pages.find((known) => known.url === here && known.lesson);
  const article = document.querySelector("article.md-content__inner");
  if (!page?.exercises.length || !article) return;
  const count = pageStars(page);
  const news = []; // what changed since the last drawing, said to screen readers
  page.exercises.forEach((exercise, index) => {
    const box = article.querySelector(`.ombre-exercise[data-exercise-id="${CSS.escape(exercise.id)}"]`);
    if (!box) return;
    const stars = count.stages[index].stars;
    const line = document.createElement("p");
    line.className = "ombre-stage";
    line.dataset.stage = String(index + 1);
    line.dataset.exerciseId = exercise.id;
    line.dataset.stars = String(stars);
    const label = document.createElement("span");
    label.className = "ombre-stage__label";
    label.textContent = t("progress-ui.stage-goal", {
      number: index + 1,
      total: page.exercises.length,
      goal: stageGoal(exercise),
    });
    line.append(label, " ", starsElement({ stars, most: STARS_PER_STAGE }, { stage: true }));
    const old = article.querySelector(`.ombre-stage[data-exercise-id="${CSS.escape(exercise.id)}"]`);
    if (old && old.getAttribute("data-stars") !== line.dataset.stars) {
      news.push(t("progress-ui.stage-stars", { number: index + 1, stars: starsText(stars, STARS_PER_STAGE) }));
    }
    if (old) old.replaceWith(line);
    else box.before(line);
  });
  const summary = document.createElement("p");
  summary.className = "ombre-stage-summary";
  summary.dataset.stars = String(count.stars);
  summary.dataset.most = String(count.most);
  summary.dataset.done = String(count.done);
  summary.dataset.mastered = String(count.mastered);
  summary.append(lessonRule(count), starsElement(count));
  const oldSummary = article.querySelector(".ombre-stage-summary");
  if (oldSummary?.getAttribute("data-done") === "false" && count.done) news.push(t("progress-ui.this-lesson-done"));
  if (oldSummary?.getAttribute("data-mastered") === "false" && count.mastered)
    news.push(t("progress-ui.this-lesson-mastered"));
  if (oldSummary) oldSummary.replaceWith(summary);
  else if (article.querySelector("h1")) article.querySelector("h1").after(summary);
  else article.prepend(summary);
  let announcer = article.querySelector(".ombre-stage-announce");
  if (!announcer) {
    announcer = document.createElement("p");
    announcer.className = "ombre-sr-only ombre-stage-announce";
    announcer.setAttribute("aria-live", "polite");
    article.append(announcer);
  }
  if (news.length) announcer.textContent = news.join(" ");
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
  title.textContent = t("progress-ui.your-saved-progress");
  box.append(title);
  const actions = document.createElement("p");
  const link = document.createElement("a");
  link.href = new URL("progress/", siteRoot()).href;
  link.textContent = t("progress-ui.see-your-progress");
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "md-button";
  dismiss.textContent = t("progress-ui.dismiss-this-notice");
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

/** A drill kind's name in words ("Which card wins this trick?"), where the page gives the drill no title. */
export function kindName(kind) {
  return hasString(`progress-ui.drill-name.${kind}`) ? t(`progress-ui.drill-name.${kind}`) : t("progress-ui.a-drill");
}

/**
 * The practice page's "Review your mistakes": the drill kinds answered wrong on an earlier day,
 * each linked to its drill here, and the positions from the learner's deals missed again
 * (position-practice.js), until answered right at the first try (progress.js reviewQueue,
 * positionQueue). Those missed today are counted as coming back tomorrow.
 */
async function showReview() {
  const { pages } = await loadCourse();
  const article = document.querySelector("article.md-content__inner");
  const existing = document.querySelector(".ombre-review");
  if (!article || pagePath() !== PRACTICE_PAGE) {
    existing?.remove();
    return;
  }
  if (existing?.querySelector(".ombre-retry:not([hidden])")) return; // a position being tried
  const queue = reviewQueue();
  const due = queue.filter((item) => item.due);
  const positions = positionQueue();
  const today = localDay();
  const duePositions = positions.filter((position) => position.missed < today);
  if (!queue.length && !positions.length) {
    existing?.remove();
    return;
  }
  const box = document.createElement("section");
  box.className = "admonition tip ombre-review";
  box.setAttribute("aria-labelledby", "ombre-review-title");
  const title = document.createElement("p");
  title.className = "admonition-title";
  title.id = "ombre-review-title";
  title.textContent = t("progress-ui.review-your-mistakes");
  box.append(title);
  if (due.length) {
    const intro = document.createElement("p");
    intro.textContent = t("progress-ui.you-answered-these-wrong");
    const list = document.createElement("ul");
    list.className = "ombre-review__due";
    for (const item of due) {
      const drill = document.querySelector(`.ombre-exercise[data-kind="${CSS.escape(item.kind)}"]`);
      const li = document.createElement("li");
      li.dataset.kind = item.kind;
      const href = drill ? `#${drill.id}` : drillHref(item.key, pages);
      const link = document.createElement(href ? "a" : "span");
      if (href) /** @type {HTMLAnchorElement} */ (link).href = href;
      link.textContent = drill?.getAttribute("aria-label") || kindName(item.kind);
      li.append(link, t("progress-ui.missed", { missed: item.missed }));
      list.append(li);
    }
    box.append(intro, list);
  }
  if (duePositions.length) {
    const intro = document.createElement("p");
    intro.textContent = t("progress-ui.from-your-deals-cards");
    box.append(intro, positionPractice(duePositions, showReview));
  }
  const later = queue.length - due.length;
  const laterPositions = positions.length - duePositions.length;
  /** @type {[number, (count: number) => string, string][]} */
  const comingBack = [
    [later, (count) => tn("progress-ui.drills-tomorrow", count), "ombre-review__later"],
    [laterPositions, (count) => tn("progress-ui.cards-tomorrow", count), "ombre-review__later-positions"],
  ];
  for (const [count, comeBack, name] of comingBack) {
    if (!count) continue;
    const note = document.createElement("p");
    note.className = name;
    note.textContent = comeBack(count);
    box.append(note);
  }
  if (existing) existing.replaceWith(box);
  else if (article.querySelector("h1")) article.querySelector("h1").after(box);
  else article.prepend(box);
}

/**
 * The practice page's puzzles that come back (progress.js puzzleQueue): those due, each linked
 * to the puzzle page on it, how many wait for a later day, and the switch "Bring back puzzles
 * I miss" (on by default; off, none is listed and none joins).
 */
function showPuzzleQueue() {
  const article = document.querySelector("article.md-content__inner");
  const existing = document.querySelector(".ombre-puzzle-queue");
  if (!article || pagePath() !== PRACTICE_PAGE) {
    existing?.remove();
    return;
  }
  const on = puzzlesComeBack();
  const queue = on ? puzzleQueue() : [];
  const due = queue.filter((item) => item.isDue);
  const later = queue.length - due.length;
  const input = el("input", { type: "checkbox", checked: on, className: "ombre-puzzle-queue__switch" });
  input.addEventListener("change", () => setPuzzleComeBack(input.checked));
  const box = el(
    "section",
    { className: "ombre-puzzle-queue", "aria-labelledby": "ombre-puzzle-queue-title" },
    el("h2", { id: "ombre-puzzle-queue-title" }, t("progress-ui.puzzles-try-again")),
    el("p", {}, due.length ? t("progress-ui.puzzles-you-missed-due") : t("progress-ui.none-due-today-puzzle")),
    due.length
      ? el(
          "ul",
          { className: "ombre-puzzle-queue__due" },
          ...due.map((item, index) =>
            el(
              "li",
              { dataset: { puzzle: item.id } },
              el(
                "a",
                { href: new URL(`puzzles/#${encodeURIComponent(item.id)}`, siteRoot()).href },
                t("progress-ui.puzzle", { number: index + 1 }),
              ),
              t("progress-ui.due", { day: item.due }),
            ),
          ),
        )
      : null,
    later ? el("p", { className: "ombre-puzzle-queue__later" }, tn("progress-ui.puzzles-later", later)) : null,
    el("label", { className: "ombre-choice" }, input, t("progress-ui.bring-back-puzzles-i")),
  );
  if (existing) existing.replaceWith(box);
  else {
    const anchor = document.querySelector(".ombre-review") ?? article.querySelector("h1");
    if (anchor) anchor.after(box);
    else article.prepend(box);
  }
}

function refresh() {
  showNotices();
  markNavigation();
  markStages();
  showReview();
  showPuzzleQueue();
}

export function bindProgress() {
  window.addEventListener(EVENT, refresh);
  onEachPage(refresh);
}
