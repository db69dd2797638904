// Types for the type check only (never served): what the page, the build and the browser add
// to the globals that the DOM's own types do not know.
interface Window {
  /** The worker's URL, set by the inline script in <head> (site/overrides/main.html). */
  ombreEngineWorkerUrl?: string;
  /** The worker the inline script started early, with what it said meanwhile. */
  ombreEarlyEngine?: { worker: Worker; started: number; events: Event[]; record: (event: Event) => void } | null;
  /** mkdocs-material's page-load observable (instant navigation). */
  document$?: { subscribe(listener: () => void): unknown };
  /** mkdocs-material's localStorage helper (its inline script in <head>), scoped to the site. */
  __md_set?: (key: string, value: unknown) => void;
  /** The Prioritized Task Scheduling API, where the browser has it. */
  scheduler?: { yield?: () => Promise<void>; postTask?: (task: () => void, options?: object) => Promise<void> };
}

interface Navigator {
  /** The Network Information API, where the browser has it. */
  connection?: { saveData?: boolean };
}
