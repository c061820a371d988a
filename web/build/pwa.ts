import type { VitePWAOptions } from 'vite-plugin-pwa';
import { LEAD_ALERTS_WORKER_FILE } from './leadAlertsWorker';
import { LEAD_PHOTOS_WORKER_FILE } from './leadPhotosWorker';

/**
 * The installable app: manifest and service worker.
 *
 * What the worker serves, by kind of request (the first rule that matches wins):
 *   - built code, styles, fonts and icons: the precache (installed with the worker);
 *   - /admin pages: the app shell (spa.html) from the precache, at once, online or not: the
 *     code is in the precache and the data in Firestore's persistent cache;
 *   - /blog pages (rendered on request by the blog function): network first, the last copy
 *     offline, and the offline page for a page never read; the data the app fetches for
 *     such a page when it starts (/blog/_data/..., src/app/serverData.ts) the same way, so the
 *     app starts offline on a page whose data it had before (else the page stays as HTML);
 *   - every other page (prerendered marketing pages, 404s): network first, the last copy
 *     offline, and the app shell for a page never visited (the app renders it on the device);
 *   - blog images (Cloud Storage downloads): kept at runtime, bounded in count and age;
 *   - everything else, which includes Firestore, Auth, Storage uploads and Functions calls
 *     (the SDKs own those, with their own offline handling), /sitemap.xml, /blog/rss.xml,
 *     Firebase's reserved /__/ paths and any file: the network, untouched.
 *
 * The HTML and the page loader are written by the prerender after this worker is generated, so
 * they are not precached by content hash: the shell, the offline page and the loader get a
 * per-build revision.
 *
 * Matchers are written inline: workbox copies each function's source into the worker,
 * without anything it closes over.
 */
const buildRevision = new Date().toISOString();

/** The manifest's screenshots, made from the built site by scripts/make-screenshots.ts. */
export const manifestScreenshots = [
  {
    src: '/screenshots/home-narrow.png',
    sizes: '390x844',
    type: 'image/png',
    form_factor: 'narrow',
    label: 'Altum Roofing home page on a phone',
  },
  {
    src: '/screenshots/home-wide.png',
    sizes: '1280x800',
    type: 'image/png',
    form_factor: 'wide',
    label: 'Altum Roofing home page on a desktop',
  },
] as const;

/** The worker's file in the build; the page loader registers it (src/app/pageLoader/). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The page loader's file, written by the prerender after this worker is generated: every page
 * fetches it by this fixed URL (src/app/pageLoader/inline.ts), so it is precached by revision.
 */
export const PAGE_LOADER_FILE = 'page-loader.js';

export const pwaOptions: Partial<VitePWAOptions> = {
  filename: SERVICE_WORKER_FILE,
  // A new version waits until the app says so (web/src/ui/pwa): never a reload under a writer.
  registerType: 'prompt',
  // The page loader registers the worker once the page has loaded; the app attaches to that
  // registration (virtual:pwa-register) for the update prompt.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    // A stable identity: the installed app stays the same app if start_url ever changes.
    id: '/',
    name: 'Altum Roofing',
    short_name: 'Altum',
    description: 'Houston roofing contractor you can trust: free roof inspections and estimates.',
    lang: 'en-US',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    categories: ['business', 'lifestyle'],
    background_color: '#14171c',
    theme_color: '#14171c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [...manifestScreenshots],
    // Shortcut URLs must lie inside the app's scope (browsers drop a tel: one), so 'Call now'
    // opens the booking page at its contact panel, where the number is one tap away and the
    // hours are beside it; the page opens offline too.
    shortcuts: [
      {
        name: 'Book a free inspection',
        short_name: 'Book inspection',
        url: '/book-inspection',
        icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Call now',
        short_name: 'Call',
        description: 'Call (346) 220-0989: a call works without data',
        url: '/book-inspection#contact-info-title',
        icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      // The request this device sent: the page finds it on the device, or says there is none,
      // with a link to book.
      {
        name: 'Your inspection',
        short_name: 'Inspection',
        description: 'Where your inspection request stands, and its booked time',
        url: '/request/mine',
        icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Blog',
        url: '/blog',
        icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,svg,png,webp,woff2,webmanifest}'],
    globIgnores: [
      // Only the Latin font subset is used by the site's text.
      '**/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese,latin-ext}-*',
      // For install dialogs only: no page shows them.
      'screenshots/**',
      // For link previews only (fetched by the sites a page is shared on).
      'og-image.png',
    ],
    // Hosting serves spa.html as /spa and offline.html as /offline (cleanUrls): precache them
    // by those URLs, not through a redirect.
    additionalManifestEntries: [
      { url: 'spa', revision: buildRevision },
      { url: 'offline', revision: buildRevision },
      // Marketing pages start the app through it: offline too.
      { url: PAGE_LOADER_FILE, revision: buildRevision },
    ],
    // The staff area is an app: its pages are the shell, straight from the precache.
    navigateFallback: 'spa',
    navigateFallbackAllowlist: [/^\/admin(\/|$)/],
    navigateFallbackDenylist: [/^\/__\//, /\.[a-z0-9]+$/i],
    // Lead alerts' push and notificationclick handlers (src/sw/leadAlertsWorker.ts). The
    // build's revision in the address makes an update fetch the new file, not a cached one.
    // Photos sent with a request: the Background Sync handler (src/sw/leadPhotosWorker.ts).
    importScripts: [
      `/${LEAD_ALERTS_WORKER_FILE}?v=${encodeURIComponent(buildRevision)}`,
      `/${LEAD_PHOTOS_WORKER_FILE}?v=${encodeURIComponent(buildRevision)}`,
    ],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once (so it works offline from the first
    // visit); an update waits for the app's word (SKIP_WAITING), see registerType.
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          /^\/blog(\/|$)/.test(url.pathname) &&
          url.pathname !== '/blog/rss.xml',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'blog-pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 },
          // A post never read cannot be shown offline: say so, with the phone number.
          precacheFallback: { fallbackURL: 'offline' },
        },
      },
      {
        urlPattern: ({ request, url }) =>
          request.method === 'GET' && /^\/blog\/_data(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'blog-data',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !/^\/(__\/|blog(\/|$)|admin(\/|$))/.test(url.pathname) &&
          !/\.[a-z0-9]+$/i.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 50 },
          precacheFallback: { fallbackURL: 'spa' },
        },
      },
      {
        // Cloud Storage downloads shown as images (the blog's pictures), on either Storage
        // host. Only GETs of images: uploads and the SDK's own requests never match.
        urlPattern: ({ request, url }) =>
          request.destination === 'image' && /^\/v0\/b\/[^/]+\/o\/[^/]+$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'blog-images',
          // Cross-origin images are opaque (status 0): bound their count, as each one costs
          // quota; stale-while-revalidate replaces a bad copy on the next view.
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
        },
      },
    ],
  },
};
