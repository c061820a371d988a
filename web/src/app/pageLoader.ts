/**
 * The script at the end of every prerendered and server-rendered page that decides when the
 * app starts. The app never imports it: the build minifies it and inlines it into each page
 * (scripts/prerender.ts), with its settings in the script tag's data attributes:
 *
 *   data-entry    the app's entry module
 *   data-modules  the modules that entry will import, JSON: preloaded alongside it
 *   data-start    'paint': once the page has painted (the blog: search and the view count)
 *                 'input': on the visitor's first input (the marketing pages)
 *   data-worker   the service worker's URL
 *   data-leads    the localStorage key of leads kept offline (features/lead/pendingLeads.ts)
 *
 * A marketing page is complete without the app: its links are plain links, its menu a native
 * popover. Starting React costs a phone more main-thread time than everything else on the page,
 * so a visitor who only reads should not pay for it. The app starts at once, still after the
 * first paint, when the page cannot wait for an input: a lead typed offline is waiting on this
 * device to be sent, the page is the fallback for another address, or something only the app
 * can show (the lead form, [data-needs-app]) is on screen.
 *
 * The service worker does not wait for the app: it is registered once the page has loaded, so
 * installing the site and reading it offline work for a visitor who never taps.
 */
(() => {
  const script = document.currentScript as HTMLScriptElement;
  const { entry, modules, start: startOn, worker, leads } = script.dataset;
  const root = document.documentElement;
  /** What counts as a visitor's first input: a tap, a click, a key, a scroll, a pointer. */
  const INPUTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'wheel', 'touchstart'];
  let started = false;
  let observer: IntersectionObserver | undefined;

  const hidden = () => document.visibilityState === 'hidden';

  /** Each preload link costs the main thread a little: a few per task keeps every task short. */
  function preload(list: string[]) {
    for (const href of list.slice(0, 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    if (list.length > 4) setTimeout(() => preload(list.slice(4)), 0);
  }

  function start(event?: Event) {
    if (started || !entry) return;
    started = true;
    // What started it (an input's type, or 'page'): for tests and for a look in devtools.
    root.dataset.startedBy = event?.type ?? 'page';
    for (const type of INPUTS) removeEventListener(type, start, true);
    observer?.disconnect();
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
    preload(JSON.parse(modules ?? '[]') as string[]);
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
      return leads !== undefined && localStorage.getItem(leads) !== null;
    } catch {
      return false;
    }
  }

  function startAfterPaint() {
    afterPaint(() => start());
    // A tab hidden before it painted runs no frames: it starts at once.
    document.addEventListener('visibilitychange', () => {
      if (hidden()) start();
    });
  }

  if (startOn !== 'input' || root.dataset.spaShell !== undefined || leadsWaiting()) {
    startAfterPaint();
  } else {
    for (const type of INPUTS) addEventListener(type, start, { capture: true, passive: true });
    const needsApp = document.querySelectorAll('[data-needs-app]');
    if (needsApp.length > 0 && 'IntersectionObserver' in window) {
      // On screen without an input (a link to the form, a tall window). Below the fold there is
      // no need: scrolling to it is an input, and starts the app on the way.
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((seen) => seen.isIntersecting)) return;
        observer?.disconnect();
        startAfterPaint();
      });
      needsApp.forEach((element) => observer?.observe(element));
    }
  }

  // The first install of the worker, seen here before the app started: the app tells the
  // visitor the site now works offline (ui/pwa/serviceWorker.ts reads the mark).
  if (worker && 'serviceWorker' in navigator) {
    const controlled = Boolean(navigator.serviceWorker.controller);
    afterPaint(() => {
      navigator.serviceWorker
        .register(worker, { scope: '/' })
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
})();

export {};
