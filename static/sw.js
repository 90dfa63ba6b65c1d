// Lights Lab's service worker: once the page has loaded, it plays without a network.
//
// scripts/precache (a Trunk post-build hook) writes this file into the build with VERSION, a
// hash of every built file, and FILES, their names: the hashed wasm (which runs the page and
// its Web Worker alike), JavaScript and CSS, the icons and the manifest. A new build changes VERSION, so the browser installs the
// new worker on the next visit, which caches the new files and removes the old ones.
//
// That next visit is still served by the old worker until the new one takes over, so only a
// file whose name carries a hash of its contents (Trunk's "app-1daed77c27d9012e_bg.wasm") is
// answered from the cache while online: any other file (the page, the manifest, the icons)
// keeps its name from build to build, and an old copy of it beside the new page's scripts
// would be a mix of two versions.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `lights-lab-${VERSION}`;
const NAMED_BY_CONTENTS = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css)$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Past the browser's HTTP cache: an old copy of a file named the same would otherwise
      // be kept as the new version's.
      .then((cache) => cache.addAll(["./", ...FILES].map((file) => new Request(file, { cache: "reload" }))))
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
  if (NAMED_BY_CONTENTS.test(new URL(request.url).pathname)) {
    // The name says the contents: the cached copy is the file.
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
    return;
  }
  // Anything else from the network when there is one (a new version shows at once), else the
  // cached copy; the page by its one cached address whatever its query.
  const cached = request.mode === "navigate" ? "./" : request;
  event.respondWith(
    fetch(request).catch(() => caches.match(cached).then((file) => file ?? Response.error())),
  );
});
