// @ts-check
// The course's service worker, one a language (written to sw.js at the root of each language's
// site by sitegen/offline.py after BUILD, FILES, RUNTIME and ON_USE; the runtime is the site
// root's, shared: a runtime file another language's worker keeps is not kept twice).
// Install: fetch the pages and assets of this build (FILES) into the cache
// "ombre-<scope>-<BUILD>", revalidating HTTP caches. Pyodide and the engine (RUNTIME, versioned
// or hashed URLs) join the cache when a page that used the engine asks {type: "runtime"}, or as
// they are fetched through this worker; so does a page's data (ON_USE), when the page that read
// it asks {type: "runtime", used} or reads it through this worker. Activate: carry the runtime
// entries this build lists too (same URL, same bytes) and the data it lists whose bytes hash as
// ON_USE says, from this scope's caches of other builds, then delete those, so the engine and
// the puzzles still work offline after an update. Fetch: answer from
// this build's cache only, so a page never mixes two builds; the network only for what the
// build does not list. No skipWaiting: a new build waits until no page of the old one is open,
// and is picked up on the next visit. Pages ask {type: "build"} to learn which build serves them.

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const SCOPE = new URL("./", sw.location.href).href;
const PREFIX = `ombre-${new URL(SCOPE).pathname}-`;
const CACHE = PREFIX + BUILD;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((path) => new Request(new URL(path, SCOPE), { cache: "no-cache" })))),
  );
});

const RUNTIME_URLS = new Set(RUNTIME.map((path) => new URL(path, SCOPE).href));
/** Each on-use file's URL and the SHA-256 (hex) of this build's copy. */
const ON_USE_HASHES = new Map(Object.entries(ON_USE).map(([path, hash]) => [new URL(path, SCOPE).href, hash]));
const ON_USE_URLS = new Set(ON_USE_HASHES.keys());

/** The SHA-256 of a response's body, in hex. */
async function sha256(response) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Copy into `cache` what the cache `oldName` holds and it lacks, when it is this build's own:
 * a runtime file (versioned URL), or an on-use file whose bytes hash as this build's. */
async function carryRuntime(cache, oldName) {
  const old = await caches.open(oldName);
  for (const request of await old.keys()) {
    const kept = RUNTIME_URLS.has(request.url) || ON_USE_URLS.has(request.url);
    if (!kept || (await cache.match(request))) continue;
    const response = await old.match(request);
    if (!response) continue;
    if (ON_USE_URLS.has(request.url) && (await sha256(response)) !== ON_USE_HASHES.get(request.url)) continue;
    await cache.put(request, response);
  }
}

async function activate() {
  const cache = await caches.open(CACHE);
  const others = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  for (const name of others) {
    await carryRuntime(cache, name).catch(() => {}); // not carried: fetched again when online
    await caches.delete(name);
  }
  await sw.clients.claim();
}

self.addEventListener("activate", (event) => event.waitUntil(activate()));

/** A runtime file kept by any language's worker of this site: the one runtime is shared. */
async function keptRuntime(request) {
  return RUNTIME_URLS.has(request.url) ? caches.match(request) : undefined;
}

async function fetchAndKeep(cache, request) {
  const shared = await keptRuntime(request);
  if (shared) return shared;
  const response = await fetch(request);
  const kept = RUNTIME_URLS.has(request.url) || ON_USE_URLS.has(request.url);
  if (response.ok && kept) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !(request.url.startsWith(SCOPE) || RUNTIME_URLS.has(request.url))) return;
  const navigation = request.mode === "navigate"; // a page, whatever its query string
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.match(request, { ignoreSearch: navigation }).then((hit) => hit || fetchAndKeep(cache, request)),
      ),
  );
});

self.addEventListener("message", (/** @type {ExtendableMessageEvent} */ event) => {
  const type = event.data?.type;
  if (!event.source) return;
  if (type === "build") event.source.postMessage({ type: "build", build: BUILD });
  if (type === "runtime") {
    // The page has just loaded these (same URLs, same bytes): mostly HTTP cache hits.
    // A page that read one rule set's puzzles keeps every set's, for its Rules switch offline.
    const read = (Array.isArray(event.data.used) ? event.data.used : []).some((url) => ON_USE_URLS.has(url));
    const used = read ? [...ON_USE_URLS] : [];
    const done = caches
      .open(CACHE)
      .then(async (cache) => {
        const missing = [];
        for (const url of RUNTIME_URLS) if (!(await caches.match(url))) missing.push(url);
        await cache.addAll([...missing, ...used]);
      })
      .then(
        () => event.source.postMessage({ type: "runtime", cached: true }),
        () => event.source.postMessage({ type: "runtime", cached: false }),
      );
    event.waitUntil(done);
  }
});
