// @ts-check
// Offline and return visits: registers the build's service worker (sw.js at the site root,
// written by sitegen/offline.py), once the engine has booted or failed so that precaching does
// not compete with the boot. A page whose engine booted asks it to keep the runtime too. When
// that is done, <html data-offline="ready"> (the signal tests wait for). A visit served by a
// different build than the previous visit gets a quiet notice.
import { t } from "./i18n.js";

const ROOT = new URL("../", import.meta.url);
const BUILD_KEY = "ombre.build";

function engineSettled() {
  const root = document.documentElement;
  return new Promise((resolve) => {
    const settled = () => root.getAttribute("data-engine") !== "loading";
    if (settled()) return resolve();
    const watch = new MutationObserver(() => {
      if (settled()) {
        watch.disconnect();
        resolve();
      }
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-engine"] });
  });
}

/** Every file this page has fetched (the worker keeps those its build caches on use). */
const fetched = () => performance.getEntriesByType("resource").map((entry) => entry.name);

function ask(worker, type, details = {}) {
  return new Promise((resolve) => {
    const answer = (event) => {
      if (event.data && event.data.type === type) {
        navigator.serviceWorker.removeEventListener("message", answer);
        resolve(event.data);
      }
    };
    navigator.serviceWorker.addEventListener("message", answer);
    worker.postMessage({ type, ...details });
  });
}

function rememberBuild(build) {
  let previous = null;
  try {
    previous = localStorage.getItem(BUILD_KEY);
    localStorage.setItem(BUILD_KEY, build);
  } catch {
    return false; // no storage: no notice
  }
  return previous !== null && previous !== build;
}

function showUpdated() {
  const notice = document.createElement("p");
  notice.className = "ombre-updated";
  notice.setAttribute("role", "status");
  notice.textContent = t("offline.course-has-been-updated");
  notice.style.cssText =
    "position:fixed;left:1rem;bottom:1rem;z-index:5;margin:0;padding:.4rem .8rem;font-size:.7rem;" +
    "background:var(--md-default-bg-color);color:var(--md-default-fg-color);" +
    "border:1px solid var(--md-default-fg-color--lighter);border-radius:.2rem";
  document.body.appendChild(notice);
  setTimeout(() => notice.remove(), 10000);
}

async function start() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  await engineSettled();
  const registration = await navigator.serviceWorker.register(new URL("sw.js", ROOT), { scope: ROOT.href });
  await navigator.serviceWorker.ready;
  const serving = navigator.serviceWorker.controller || registration.active;
  if (!serving) return;
  if (rememberBuild((await ask(serving, "build")).build)) showUpdated();
  if (document.documentElement.getAttribute("data-engine") === "ready") {
    if (!(await ask(serving, "runtime", { used: fetched() })).cached) return;
  }
  document.documentElement.setAttribute("data-offline", "ready");
}

start().catch((error) => console.warn("offline: service worker not installed:", error));
