// @ts-check
// The page side of the engine: one module Web Worker per visit runs Pyodide and ombre_core,
// started by the first page that has an engine widget.
// Protocol: requests {id, method, params, lang} (lang: the page's <html lang>, the language the
// engine words its sentences in); replies {id, ok: true, result} or
// {id, ok: false, error: {kind, code, message}}. The worker also posts {type: "ready"} or
// {type: "failed", message} once after booting, and {type: "crashed", message} if Python fails
// for good (it then closes; this side starts a new worker).
// <html data-engine> is "idle" (not needed yet) | "loading" | "ready" | "failed"; widgets follow
// it through onChange(). Once ready, <html data-engine-boot> says how the worker booted:
// "snapshot" (a return visit: the engine's memory kept by this browser) or "plain" (Python
// from the start). After a plain boot this side asks the worker, in idle time, to keep the
// snapshot for the next visit (not offline, nor on a "save data" connection); <html
// data-engine-snapshot> then says "kept" | "unavailable" | "refused" | "failed" | "skipped".
import { t } from "./i18n.js";

/** @typedef {import("./engine-protocol").EngineMethods} EngineMethods */

const MAX_RESTARTS = 2;
// A worker that dies silently sends nothing: after this long without an answer, say it works on.
const SLOW_MS = 5_000;
const STILL_WORKING = t("engine.game-engine-still-working");
// Pyodide sometimes waits forever instead of failing; past this the boot counts as failed.
const BOOT_TIMEOUT_MS = 120_000;
const root = document.documentElement;

class EngineError extends Error {
  constructor({ kind, code, message }) {
    super(message);
    this.kind = kind;
    this.code = code;
  }
}

class Engine {
  constructor() {
    this.state = root.dataset.engine || "idle";
    this.message = "";
    this.worker = null;
    this.bootTimer = null;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
    this.restarts = 0;
    this.boots = 0;
    this.slowTimer = null;
    this.slow = false;
  }

  /** After a request or an answer: "still working…" once SLOW_MS pass with a request unanswered. */
  watchSlow() {
    clearTimeout(this.slowTimer);
    if (this.slow) {
      this.slow = false;
      showStatus(this.state, this.message);
    }
    if (!this.pending.size) return;
    this.slowTimer = setTimeout(() => {
      if (!this.pending.size || this.state !== "ready") return;
      this.slow = true;
      showStatus(this.state, STILL_WORKING);
    }, SLOW_MS);
  }

  /** Boot the worker, once per visit; later calls do nothing. Pages with engine widgets call it. */
  start() {
    if (this.boots > 0 || (this.state === "failed" && this.message)) return;
    if (typeof WebAssembly !== "object" || typeof Worker !== "function" || !window.ombreEngineWorkerUrl) {
      this.setState("failed", t("engine.unsupported"));
      return;
    }
    this.spawn();
  }

  /** After a failed boot (the "Try again" button): a new worker, with a fresh restart budget. */
  retry() {
    if (this.state !== "failed" || this.boots === 0) return;
    this.restarts = 0;
    this.spawn();
  }

  spawn() {
    // The first worker may have been started by the inline script in <head>
    // (overrides/main.html); adopt it and replay what it said meanwhile.
    const early = window.ombreEarlyEngine;
    window.ombreEarlyEngine = null;
    this.boots += 1;
    root.dataset.engineBoots = String(this.boots);
    this.setState("loading", this.restarts ? t("engine.game-engine-stopped-restarting") : "");
    const worker = early
      ? early.worker
      : new Worker(window.ombreEngineWorkerUrl, { type: "module", name: "ombre-engine" });
    this.worker = worker;
    const elapsed = early ? performance.now() - early.started : 0;
    clearTimeout(this.bootTimer);
    this.bootTimer = setTimeout(() => {
      if (this.worker === worker && this.state === "loading") {
        this.fail(t("engine.game-engine-did-not", { seconds: BOOT_TIMEOUT_MS / 1000 }));
      }
    }, BOOT_TIMEOUT_MS - elapsed);
    // Events from a worker this side has already given up on are ignored.
    const current = (handler) => (event) => {
      if (this.worker === worker) handler(event);
    };
    const handlers = {
      message: current((event) => this.receive(event.data)),
      error: (event) => {
        event.preventDefault();
        if (this.worker === worker) this.crashed(event.message || t("engine.worker-stopped"));
      },
      messageerror: current(() => this.crashed(t("engine.message-could-not-be"))),
    };
    for (const [type, handler] of Object.entries(handlers)) worker.addEventListener(type, handler);
    if (early) {
      for (const type of Object.keys(handlers)) worker.removeEventListener(type, early.record);
      for (const event of early.events) handlers[event.type](event);
    }
  }

  receive(data) {
    if (data && data.type === "ready") {
      clearTimeout(this.bootTimer);
      root.dataset.engineBoot = data.boot;
      const restarted = this.restarts > 0;
      this.setState("ready", restarted ? t("engine.game-engine-stopped-was") : "");
      if (data.boot === "plain" && data.canKeep) this.keepSnapshotLater();
      return;
    }
    if (data && data.type === "snapshot") {
      root.dataset.engineSnapshot = data.state;
      return;
    }
    if (data && data.type === "failed") {
      this.fail(t("engine.game-engine-could-not", { message: data.message }));
      return;
    }
    if (data && data.type === "crashed") {
      this.crashed(data.message);
      return;
    }
    const request = this.pending.get(data?.id);
    if (!request) return;
    this.pending.delete(data.id);
    this.watchSlow();
    if (data.ok) request.resolve(data.result);
    else request.reject(new EngineError(data.error));
  }

  /** For the next visit: the worker fetches and keeps the snapshot once the page is idle. */
  keepSnapshotLater() {
    if (navigator.connection?.saveData || navigator.onLine === false) {
      root.dataset.engineSnapshot = "skipped";
      return;
    }
    const worker = this.worker;
    const keep = () => {
      if (this.worker === worker) worker.postMessage({ type: "keep-snapshot" });
    };
    if (window.requestIdleCallback) window.requestIdleCallback(keep, { timeout: 10_000 });
    else setTimeout(keep, 1000);
  }

  crashed(reason) {
    this.stopWorker();
    this.rejectPending(t("engine.game-engine-stopped", { reason }));
    if (this.restarts >= MAX_RESTARTS) {
      this.fail(t("engine.game-engine-stopped-could", { reason }));
      return;
    }
    this.restarts += 1;
    this.spawn();
  }

  fail(message) {
    this.stopWorker();
    this.rejectPending(message);
    this.setState("failed", t("engine.text-lessons-still-works", { message }));
  }

  stopWorker() {
    clearTimeout(this.bootTimer);
    this.worker?.terminate();
    this.worker = null;
  }

  rejectPending(message) {
    for (const request of this.pending.values()) {
      request.reject(new EngineError({ kind: "EngineStopped", code: "engine-stopped", message }));
    }
    this.pending.clear();
    clearTimeout(this.slowTimer);
    this.slow = false;
  }

  setState(state, message) {
    this.state = state;
    this.message = message;
    root.dataset.engine = state;
    showStatus(state, message);
    for (const listener of this.listeners) listener(state, message);
  }

  /** Call listener(state, message) now and on every change; returns an unsubscribe function. */
  onChange(listener) {
    this.listeners.add(listener);
    listener(this.state, this.message);
    return () => this.listeners.delete(listener);
  }

  /**
   * Run an api method in the worker; resolves to its result or rejects with an EngineError.
   * A worker that gives no answer within timeoutMs is treated as crashed and restarted.
   * @template {keyof EngineMethods} M
   * @param {M} method
   * @param {EngineMethods[M]["params"]} [params]
   * @param {{ timeoutMs?: number }} [options]
   * @returns {Promise<EngineMethods[M]["result"]>}
   */
  call(method, params = /** @type {EngineMethods[M]["params"]} */ ({}), { timeoutMs = 30_000 } = {}) {
    if (this.state !== "ready" || !this.worker) {
      return Promise.reject(
        new EngineError({ kind: "EngineNotReady", code: "engine-not-ready", message: t("engine.engine-not-ready") }),
      );
    }
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.pending.has(id) && this.worker === worker) this.crashed(t("engine.no-answer", { method }));
      }, timeoutMs);
      const settle = (fn) => (value) => {
        clearTimeout(timer);
        fn(value);
      };
      this.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      if (this.pending.size === 1) this.watchSlow();
      try {
        worker.postMessage({ id, method, params, lang: document.documentElement.lang || "en" });
      } catch (error) {
        // Nothing was sent (parameters that cannot be copied, or nested too deep to copy):
        // forget the request, so that its timer cannot take a healthy worker down later.
        this.pending.delete(id);
        this.watchSlow();
        const message = t("engine.request-could-not-be", { message: error.message });
        settle(reject)(new EngineError({ kind: "ApiError", code: "request-not-sent", message }));
      }
    });
  }
}

// One status line for the whole visit, outside the content that instant navigation replaces;
// after a failed boot it offers to try again.
function showStatus(state, message) {
  let box = document.getElementById("ombre-engine-status");
  if (!box && !message) return;
  if (!document.body) {
    // Started from <head>: show it once the body exists.
    document.addEventListener("DOMContentLoaded", () => showStatus(engine.state, engine.message), { once: true });
    return;
  }
  if (!box) {
    box = document.createElement("div");
    box.id = "ombre-engine-status";
    box.className = "ombre-engine-status";
    const text = document.createElement("p");
    text.setAttribute("role", "status");
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "ombre-engine-status__retry";
    retry.textContent = t("engine.try-again");
    retry.addEventListener("click", () => engine.retry());
    box.append(text, retry);
    document.body.append(box);
  }
  box.dataset.state = state;
  box.querySelector("[role=status]").textContent = message;
  box.querySelector("button").hidden = !(state === "failed" && engine.boots > 0);
  box.hidden = !message;
}

export const engine = new Engine();
