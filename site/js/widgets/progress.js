// @ts-check
// Widget "progress" (the "Your progress" page): every lesson's status, stars and answers (its
// drills are its stages; done when every stage has a star: progress.js lessonStars), deals
// played at the table, the drills answered wrong most often, and reset (after a confirmation),
// export to a file and import from one. Needs no engine.
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

function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

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
    const status = !ids.length ? "No exercises" : done ? "Done" : tried ? "Started" : "Not started";
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
    statusCell.textContent = count.mastered ? "✓ Done, mastered" : done ? "✓ Done" : status;
    const countCell = document.createElement("td");
    countCell.className = "ombre-progress__count";
    const onRetry = retried ? `, ${retried} on the second try` : "";
    if (ids.length) {
      countCell.append(
        starsElement(count),
        ` in ${plural(ids.length, "stage")} (${plural(answers, "answer")}: ${correct} right at the first try${onRetry})`,
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
      li.append(link, `: wrong ${item.missed} of ${plural(item.attempts, "time")}`);
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
      p.textContent = `Unreadable progress found earlier is kept in this browser under "${key}". `;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "md-button";
      button.textContent = `Download the data kept under ${key}`;
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
      saved: "It is stored in this browser only.",
      full: "This browser's storage for the site is full: what you do now is kept until you close this tab.",
      memory: "This browser does not let the site store it: it is kept until you close this tab.",
    }[storageState()];
    const deals = dealsPlayed().played;
    const stars = rows.reduce((sum, item) => sum + item.stars, 0);
    const most = rows.reduce((sum, item) => sum + item.most, 0);
    const puzzles = puzzleProgress();
    const puzzleText = puzzles?.rating
      ? ` Puzzles: rating ${Math.round(puzzles.rating.rating)}, ${puzzles.solved} of ${plural(puzzles.played, "puzzle")} solved at the first try, streak ${puzzles.streak} (best ${puzzles.best}).`
      : "";
    summary.textContent =
      `${done} of ${plural(counted, "lesson")} with exercises done (${mastered} mastered); ${stars} of ${most} stars; ` +
      `${plural(exercises, "exercise")} tried; ${plural(deals, "deal")} played at the table.${puzzleText} ${stored}`;
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
    say("Your progress was saved as a file (see your downloads).", "ok");
  });

  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch {
      say(`The file ${file.name} could not be read. Your progress is unchanged.`, "error");
      return;
    } finally {
      fileInput.value = "";
    }
    const result = importProgress(text);
    say(result.ok ? `${result.message} (from ${file.name})` : result.message, result.ok ? "ok" : "error");
  });

  resetButton.addEventListener("click", () => dialog.showModal());
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "reset") {
      resetProgress();
      say("Your progress was reset.", "ok");
    }
    dialog.returnValue = "";
    resetButton.focus();
  });

  window.addEventListener(EVENT, draw, { signal });
  draw();
  for (const control of [exportButton, fileInput, resetButton]) control.disabled = false;
}
