import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app: manifest and service worker. Every built asset is precached, so
 * the site and the admin open without a connection. Pages are fetched network-first (fresh
 * prerendered HTML online, the last copy offline) and fall back to the empty app shell,
 * spa.html, for a page never visited. The HTML is written by the prerender after this worker
 * is generated, so it is not precached by content hash: the shell gets a per-build revision.
 */
const buildRevision = new Date().toISOString();

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // A tiny deferred script registers the worker: nothing added to the app's own bundle.
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Altum Roofing',
    short_name: 'Altum',
    description: 'Houston roofing contractor you can trust: free roof inspections and estimates.',
    lang: 'en-US',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#14171c',
    theme_color: '#14171c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,svg,png,webp,woff2,webmanifest}'],
    // Hosting serves spa.html as /spa (cleanUrls): precache it by that URL, not through a redirect.
    additionalManifestEntries: [{ url: 'spa', revision: buildRevision }],
    // Only the Latin font subset is used by the site's text.
    globIgnores: ['**/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese,latin-ext}-*'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // The sitemap and the RSS feed (served by the blog function) are documents of their
        // own, not pages of the app: a navigation to them goes to the network, never to a
        // cached page or the shell. (Written inline: workbox copies this function's source
        // into the worker, without anything it closes over.)
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(sitemap\.xml|blog\/rss\.xml)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 50 },
          precacheFallback: { fallbackURL: 'spa' },
        },
      },
    ],
  },
};
