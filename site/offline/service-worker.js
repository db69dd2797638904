// The course's service worker (written to sw.js by sitegen/offline.py after BUILD and FILES).
// Install: fetch every file of this build into the cache "ombre-<scope>-<BUILD>", bypassing
// stale HTTP caches. Activate: delete this scope's caches of other builds. Fetch: answer from
// this build's cache only, so a page never mixes two builds; the network only for what the
// build does not list. No skipWaiting: a new build waits until no page of the old one is open,
// and is picked up on the next visit. Pages ask {type: "build"} to learn which build serves them.

const SCOPE = new URL("./", self.location).href;
const PREFIX = `ombre-${new URL(SCOPE).pathname}-`;
const CACHE = PREFIX + BUILD;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((path) => new Request(new URL(path, SCOPE), { cache: "no-cache" }))),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  const navigation = request.mode === "navigate"; // a page, whatever its query string
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: navigation }).then((hit) => hit || fetch(request)),
    ),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "build" && event.source) {
    event.source.postMessage({ type: "build", build: BUILD });
  }
});
