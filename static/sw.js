// Lights Lab's service worker: once the page has loaded, it plays without a network.
//
// scripts/precache (a Trunk post-build hook) writes this file into the build with VERSION, a
// hash of every built file, and FILES, their names: the hashed wasm, JavaScript and CSS, the
// worker, the icons and the manifest. A new build changes VERSION, so the browser installs the
// new worker on the next visit, which caches the new files and removes the old ones.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `lights-lab-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(["./", ...FILES]))
      // Take over at once: the next load of the page uses the new files.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith("lights-lab-") && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  if (request.mode === "navigate") {
    // The page from the network when there is one (a new version shows at once), else the
    // cached page.
    event.respondWith(
      fetch(request).catch(() => caches.match("./").then((page) => page ?? Response.error())),
    );
    return;
  }
  // Built files carry a hash of their contents in their names: the cached copy is the file.
  event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
});
