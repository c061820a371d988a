/**
 * The page loader: decides when the app starts on a prerendered or server-rendered page, and
 * registers the service worker. The app never imports it. The prerender compiles it with this
 * build's settings (PageLoaderBuild) into one file, fetched by each page's inline script
 * (inline.ts) once the page has painted, or at the visitor's first input if that comes first.
 *
 * A marketing page is complete without the app: its links are plain links, its menu a native
 * popover (the blog's list and category pages too: their search is a plain GET form as well).
 * Starting React costs a phone more main-thread time than everything else on the page, so a
 * visitor who only reads should not pay for it. The app starts on the first input, which the
 * inline script marks on <html data-first-input>. It starts at once, still after the first
 * paint, when the page cannot wait for an input: a lead
 * typed offline, or photos sent with one, is waiting on this device to be sent, or the page
 * is the fallback for another address. The lead form is in the page's HTML and waits like the rest: focusing a field is an
 * input, and a submit before the app is there is held for it (inline.ts). A post waits for an
 * input too: its view is counted here, without the app.
 *
 * The service worker does not wait for the app: it is registered once the page has painted,
 * so installing the site and reading it offline work for a visitor who never taps.
 */

/** One page's start: when, and the modules its route needs besides the shared ones. */
export interface PageStart {
  /** 'paint': once the page has painted. 'input': on the visitor's first input. */
  start: 'paint' | 'input';
  modules: string[];
}

/** What the prerender fills in for one build. */
export interface PageLoaderBuild {
  /** The app's entry module. */
  entry: string;
  /** The modules every page's entry imports: preloaded alongside it. */
  shared: string[];
  /** By the key in each page's data-page: its path, or a blog template's route. */
  pages: Record<string, PageStart>;
  /** The service worker's URL. */
  worker: string;
  /** The localStorage key of leads kept offline (features/lead/pendingLeads.ts). */
  leads: string;
  /** The localStorage key marking photos kept on the device (features/lead/pendingLeadPhotos.ts). */
  leadPhotos: string;
  /** The view counter's URL (functions/src/blog/countPostView.ts), called as a callable. */
  views: string;
  /** The event the app fires when it shows a post (features/blog/postShown.ts). */
  postShown: string;
}

declare const PAGE_LOADER_BUILD: PageLoaderBuild;

const build = PAGE_LOADER_BUILD;
const root = document.documentElement;
// A page this build does not know (a copy kept offline from an older one) waits for an input
// and preloads only what every page shares.
const page = build.pages[(document.currentScript as HTMLScriptElement).dataset.page ?? ''] ?? {
  start: 'input',
  modules: [],
};
let started = false;
let inputWatch: MutationObserver | undefined;

const hidden = () => document.visibilityState === 'hidden';

/** Each preload link costs a slow phone's main thread tens of ms: two per task keeps every task short. */
function preload(list: string[]) {
  for (const href of list.slice(0, 2)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  if (list.length > 2) setTimeout(() => preload(list.slice(2)), 0);
}

/** `by`: the input that started it, or 'page'; kept on <html> for tests and devtools. */
function start(by: string) {
  if (started) return;
  started = true;
  root.dataset.startedBy = by;
  inputWatch?.disconnect();
  const module = document.createElement('script');
  module.type = 'module';
  module.crossOrigin = '';
  module.src = build.entry;
  document.head.appendChild(module);
  preload([...build.shared, ...page.modules]);
  // A server-rendered page's data (app/serverData.ts): fetched alongside the app's code, and
  // matched by the app's own fetch of it (same URL, mode and credentials).
  const data = document.getElementById('root')?.dataset.serverData;
  if (data) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = data;
    document.head.appendChild(link);
  }
}

/** The largest paint (which the font's arrival repaints) is over: two frames after load. */
function afterPaint(then: () => void) {
  const ready = document.fonts ? document.fonts.ready : Promise.resolve();
  const loaded = () =>
    void ready.then(() => {
      // A tab opened in the background paints nothing (and runs no frames) until shown.
      if (hidden()) then();
      else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
    });
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded);
}

function leadsWaiting() {
  try {
    return (
      localStorage.getItem(build.leads) !== null || localStorage.getItem(build.leadPhotos) !== null
    );
  } catch {
    return false;
  }
}

function startAfterPaint() {
  afterPaint(() => start('page'));
  // A tab hidden before it painted runs no frames: it starts at once.
  document.addEventListener('visibilitychange', () => {
    if (hidden()) start('page');
  });
}

/** The visitor's first input, marked by the inline script before or after this arrived. */
function onFirstInput() {
  const input = root.dataset.firstInput;
  if (input !== undefined) startAfterNextPaint(input);
  return input !== undefined;
}

/**
 * The page answers the input itself (a <details>, a popover, a link): let the browser paint that
 * answer before the app's code is fetched and run, which on a slow phone would hold the paint
 * back. A hidden tab paints nothing: it starts at once.
 */
function startAfterNextPaint(by: string) {
  if (hidden()) start(by);
  else requestAnimationFrame(() => setTimeout(() => start(by), 0));
}

if (page.start !== 'input' || root.dataset.spaShell !== undefined || leadsWaiting()) {
  startAfterPaint();
} else if (!onFirstInput()) {
  inputWatch = new MutationObserver(onFirstInput);
  inputWatch.observe(root, { attributes: true, attributeFilter: ['data-first-input'] });
}

/**
 * A post's view, counted once per browser session per post (a sessionStorage mark; a call
 * that fails removes it, so a later visit can count). The post marks itself with
 * [data-post-view], in the server's HTML and after a move inside the app alike, so this
 * needs no app. The call is the callable protocol's plain POST, made directly to the
 * function: there the last X-Forwarded-For entry is the visitor's address, which the server
 * counts once per post per day (behind a Hosting rewrite it would be the CDN's).
 */
function countViews() {
  for (const marker of document.querySelectorAll<HTMLElement>('[data-post-view]')) {
    const postId = marker.dataset.postView ?? '';
    const key = `altum:blog-viewed:${postId}`;
    try {
      if (!postId || sessionStorage.getItem(key)) continue;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (a privacy mode): count nothing rather than on every page view.
      return;
    }
    fetch(build.views, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { postId } }),
      keepalive: true,
    })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
      })
      .catch(() => sessionStorage.removeItem(key));
  }
}

// When the page has painted and the browser is idle, so counting never competes with the
// paint; then on every post the app shows (it says so with an event), before that only if
// it shows one first.
let painted = false;
afterPaint(() => {
  const watch = () => {
    painted = true;
    countViews();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(watch, { timeout: 3000 });
  else setTimeout(watch, 1000);
});
addEventListener(build.postShown, () => {
  if (painted) countViews();
});

// A call from an open popover (the mobile menu's phone link) leaves the page where it is: it
// closes the popover, as every other choice of the menu does, with or without the app. Here
// rather than inline: opening the menu was an input, which fetched this file.
addEventListener('click', (event) => {
  const call = (event.target as Element).closest?.('[popover] a[href^="tel:"]');
  call?.closest<HTMLElement>('[popover]')?.hidePopover();
});

// The first install of the worker, seen here before the app started: the app tells the
// visitor the site now works offline (ui/pwa/serviceWorker.ts reads the mark).
if ('serviceWorker' in navigator) {
  const controlled = Boolean(navigator.serviceWorker.controller);
  afterPaint(() => {
    navigator.serviceWorker
      .register(build.worker, { scope: '/' })
      .then((registration) => {
        const installing = registration.installing;
        // The first install only: no worker before it, none controlling this page.
        if (controlled || registration.active || !installing) return;
        installing.addEventListener('statechange', () => {
          if (installing.state === 'activated') root.dataset.offlineReady = '';
        });
      })
      .catch(() => undefined);
  });
}
