/**
 * The one script inlined into every prerendered and server-rendered page: it remembers the
 * visitor's first input and, once the page has painted (or at that input), fetches the page
 * loader (loader.ts), which decides when the app starts. The prerender minifies it and inlines
 * it at the end of <body>; the page's key for the loader is in the tag's data-page attribute.
 *
 * It is this small because every byte inlined is a byte of every page: a page's HTML that
 * fits in the first round trip of a new connection (about 14 KB compressed) paints a round
 * trip sooner on a slow phone network than one that does not. The rest of the loader arrives
 * after the page has painted, from the service worker's precache once installed.
 */

/** The loader's URL (pwa.ts), filled in by the prerender. */
declare const PAGE_LOADER_URL: string;

(() => {
  const script = document.currentScript as HTMLScriptElement;
  /** What counts as a visitor's first input: a tap, a click, a key, a scroll, a pointer. */
  const INPUTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'wheel', 'touchstart'];
  let requested = false;

  function load() {
    if (requested) return;
    requested = true;
    const loader = document.createElement('script');
    loader.src = PAGE_LOADER_URL;
    loader.dataset.page = script.dataset.page ?? '';
    document.body.appendChild(loader);
  }

  // The loader reads the mark when it arrives, or sees it set later.
  function record(event: Event) {
    document.documentElement.dataset.firstInput = event.type;
    for (const type of INPUTS) removeEventListener(type, record, true);
    load();
  }

  // Not before the page's largest paint: a request under way then competes with the page's
  // own for a slow phone's bandwidth. That paint can come after the load event: two frames
  // after the font is ready. A tab in the background runs no frames, and paints nothing.
  const afterPaint = () =>
    void document.fonts.ready.then(() => {
      if (document.visibilityState === 'hidden') load();
      else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)));
    });

  for (const type of INPUTS) addEventListener(type, record, { capture: true, passive: true });
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})();

export {};
