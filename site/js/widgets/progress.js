// @ts-check
// Widget "progress" (the "Your progress" page): every lesson's status, stars and answers (its
// drills are its stages; done when every stage has a star: progress.js lessonStars), deals
// played at the table, the drills answered wrong most often, and reset (after a confirmation),
// export to a file and import from one. Needs no engine.
import { t, tn } from "../i18n.js";
import {
  EVENT,
  allProgress,
  dealsPlayed,
  puzzleProgress,
  exportProgress,
  importProgress,
  mostMissed,
  pageProgress,
  resetProgress,
  setAsideKeys,
  setAsideText,
  siteRoot,
  storageState,
} from "../progress.js";
import { drillHref, loadCourse, pageStars } from "../progress-ui.js";
import { starsElement } from "../progress-stars.js";

/** "trick-winner" -> "Trick winner", for a drill without a title. */
function kindName(kind) {
  const words = String(kind || "drill").replaceAll("-", " ");
  return words[0].toUpperCase() + words.slice(1);
}

function download(text, name) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

function today() {
  return new Date().toISOString().slice(0, 10);
}

export default async function bind(element, { signal }) {
  const box = element.querySelector(".ombre-progress");
  const summary = box.querySelector(".ombre-progress__summary");
  const body = box.querySelector("tbody");
  const notices = box.querySelector(".ombre-progress__notices");
  const message = box.querySelector(".ombre-progress__message");
  const exportButton = box.querySelector(".ombre-progress__export");
  const fileInput = box.querySelector('.ombre-progress__import input[type="file"]');
  const resetButton = box.querySelector(".ombre-progress__reset");
  const dialog = box.querySelector(".ombre-progress__confirm");
  const missedList = box.querySelector(".ombre-progress__missed");
  const missedNone = box.querySelector(".ombre-progress__missed-none");
  const { pages } = await loadCourse();
  const lessons = pages.filter((page) => page.lesson);

  function say(text, kind) {
    message.textContent = text;
    message.dataset.kind = kind;
  }

  function row(page) {
    const records = pageProgress(page.url);
    const ids = page.exercises.map((exercise) => exercise.id);
    const tried = ids.filter((id) => records[id]?.attempts > 0).length;
    const count = pageStars(page);
    const total = (field) => ids.reduce((sum, id) => sum + (records[id]?.[field] ?? 0), 0);
    const answers = total("attempts");
    const correct = total("correct");
    const retried = total("retried");
    const done = count.done;
    const status = !ids.length
      ? t("widgets-progress.no-exercises")
      : done
        ? t("widgets-progress.status-done")
        : tried
          ? t("widgets-progress.started")
          : t("widgets-progress.not-started");
    const tr = document.createElement("tr");
    tr.dataset.page = page.url;
    tr.dataset.status = status.toLowerCase().replace(" ", "-");
    tr.dataset.mastered = String(count.mastered);
    const th = document.createElement("th");
    th.scope = "row";
    const link = document.createElement("a");
    link.href = new URL(page.url, siteRoot()).href;
    link.textContent = page.title;
    th.append(link);
    const statusCell = document.createElement("td");
    statusCell.className = "ombre-progress__status";
    statusCell.textContent = count.mastered
      ? t("widgets-progress.done-mastered-mark")
      : done
        ? t("widgets-progress.done-mark")
        : status;
    const countCell = document.createElement("td");
    countCell.className = "ombre-progress__count";
    const onRetry = retried ? t("widgets-progress.second-try", { retried }) : "";
    if (ids.length) {
      countCell.append(
        starsElement(count),
        t("widgets-progress.right-at-first-try", {
          stages: tn("widgets-progress.count-stage", ids.length),
          answers: tn("widgets-progress.count-answer", answers),
          correct,
          onRetry,
        }),
      );
    } else {
      countCell.textContent = "–";
    }
    tr.append(th, statusCell, countCell);
    return { tr, done, mastered: count.mastered, counted: ids.length > 0, stars: count.stars, most: count.most };
  }

  /** The drills answered wrong most often, each linked to its place in its lesson. */
  function drawMissed() {
    if (!missedList) return;
    const titles = new Map();
    for (const page of pages) {
      for (const exercise of page.exercises) titles.set(`${page.url}#${exercise.id}`, { page, exercise });
    }
    const items = mostMissed(5).map((item) => {
      const li = document.createElement("li");
      li.dataset.key = item.key;
      const known = titles.get(item.key);
      const href = drillHref(item.key, pages);
      const link = document.createElement(href ? "a" : "span");
      if (href && link instanceof HTMLAnchorElement) link.href = href;
      link.textContent = `${known?.exercise.title || kindName(item.kind)}${known ? ` (${known.page.title})` : ""}`;
      li.append(
        link,
        t("widgets-progress.wrong", { missed: item.missed, times: tn("widgets-progress.count-time", item.attempts) }),
      );
      return li;
    });
    missedList.replaceChildren(...items);
    if (missedNone) missedNone.hidden = items.length > 0;
  }

  /** The set-aside copies, to download (the notices themselves are above the page, once). */
  function drawNotices() {
    const items = [];
    for (const key of setAsideKeys()) {
      const p = document.createElement("p");
      p.className = "ombre-progress__set-aside";
      p.textContent = t("widgets-progress.unreadable-progress-found-earlier", { key });
      const button = document.createElement("button");
      button.type = "button";
      button.className = "md-button";
      button.textContent = t("widgets-progress.download-data-kept-under", { key });
      button.addEventListener("click", () => download(setAsideText(key) ?? "", `${key}.txt`));
      p.append(button);
      items.push(p);
    }
    notices.replaceChildren(...items);
  }

  function draw() {
    const rows = lessons.map(row);
    body.replaceChildren(...rows.map((item) => item.tr));
    const counted = rows.filter((item) => item.counted).length;
    const done = rows.filter((item) => item.done).length;
    const mastered = rows.filter((item) => item.mastered).length;
    const exercises = Object.keys(allProgress().exercises).length;
    const stored = {
      saved: t("widgets-progress.stored-this-browser-only"),
      full: t("widgets-progress.this-browser-s-storage"),
      memory: t("widgets-progress.this-browser-does-not"),
    }[storageState()];
    const deals = dealsPlayed().played;
    const stars = rows.reduce((sum, item) => sum + item.stars, 0);
    const most = rows.reduce((sum, item) => sum + item.most, 0);
    const puzzles = puzzleProgress();
    const puzzleText = puzzles?.rating
      ? t("widgets-progress.puzzles-rating-solved-at", {
          rating: Math.round(puzzles.rating.rating),
          solved: puzzles.solved,
          puzzles: tn("widgets-progress.count-puzzle", puzzles.played),
          streak: puzzles.streak,
          best: puzzles.best,
        })
      : "";
    summary.textContent = t("widgets-progress.summary", {
      done,
      lessons: tn("widgets-progress.count-lesson", counted),
      mastered,
      stars,
      most,
      exercises: tn("widgets-progress.count-exercise", exercises),
      deals: tn("widgets-progress.count-deal", deals),
      puzzleText,
      stored,
    });
    summary.dataset.done = String(done);
    summary.dataset.mastered = String(mastered);
    summary.dataset.total = String(counted);
    summary.dataset.deals = String(deals);
    summary.dataset.stars = String(stars);
    drawMissed();
    drawNotices();
  }

  exportButton.addEventListener("click", () => {
    download(exportProgress(), `ombre-progress-${today()}.json`);
    say(t("widgets-progress.your-progress-was-saved"), "ok");
  });

  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch {
      say(t("widgets-progress.file-could-not-be", { name: file.name }), "error");
      return;
    } finally {
      fileInput.value = "";
    }
    const result = importProgress(text);
    say(
      result.ok ? t("widgets-progress.from-file", { message: result.message, name: file.name }) : result.message,
      result.ok ? "ok" : "error",
    );
  });

  resetButton.addEventListener("click", () => dialog.showModal());
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "reset") {
      resetProgress();
      say(t("widgets-progress.your-progress-was-reset"), "ok");
    }
    dialog.returnValue = "";
    resetButton.focus();
  });

  window.addEventListener(EVENT, draw, { signal });
  draw();
  for (const control of [exportButton, fileInput, resetButton]) control.disabled = false;
}
