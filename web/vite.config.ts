import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './build/pwa';
import { sonnerCheckerFriendlyCss } from './build/sonnerCss';
import { leadAlertsWorker } from './build/leadAlertsWorker';
import { leadPhotosWorker } from './build/leadPhotosWorker';
import { isLocalStackEnv } from './src/lib/firebase/stackMode';

/** The web app's config from the Firebase console; a production build needs every one. */
const FIREBASE_CONFIG_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/**
 * A production build fails closed: without the Firebase config it stops here, instead of
 * shipping a site that sends visitors' leads to 127.0.0.1. Building for the local
 * emulators is asked for explicitly (VITE_FIREBASE_MODE=local, as the local stack does).
 */
function assertFirebaseConfig(env: Record<string, string>) {
  const mode = env['VITE_FIREBASE_MODE'];
  if (mode !== undefined && mode !== 'local' && mode !== 'production')
    throw new Error(`VITE_FIREBASE_MODE must be 'local' or 'production', not '${mode}'.`);
  if (mode === 'local') return;
  const missing = FIREBASE_CONFIG_KEYS.filter((key) => !env[key]);
  if (missing.length > 0)
    throw new Error(
      `A production build needs the Firebase web app config, and ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not set. Set them from the Firebase console ` +
        `(see docs/deploy.md), or build for the local ` +
        `emulators with VITE_FIREBASE_MODE=local.`,
    ); // App Check (web/src/lib/firebase/appCheck.ts): without its key a production site would
  // send no tokens, and every Firebase request would be refused once enforcement is on.
  if (!env['VITE_RECAPTCHA_ENTERPRISE_SITE_KEY'])
    throw new Error(
      'A production build needs the reCAPTCHA Enterprise site key for App Check, and ' +
        'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set. Register the web app with reCAPTCHA ' +
        'Enterprise in the Firebase console (App Check) and set its site key (see ' +
        'docs/deploy.md, "App Check").',
    );
}

/**
 * The local stack's pages name the company's domain in canonical links, the sitemap and
 * structured data (the end-to-end tests read them); nothing local is served from it.
 */
const LOCAL_SITE_URL = 'https://altumroofing.com';

/**
 * The site's canonical origin (VITE_SITE_URL), built into every page's canonical link, the
 * sitemap, robots.txt and the feed. A production build needs it: a default would give a
 * site on another domain canonical links that send search engines elsewhere.
 */
function siteUrlOf(env: Record<string, string>, productionBuild: boolean): string {
  const value = env['VITE_SITE_URL'];
  if (!value) {
    if (!productionBuild) return LOCAL_SITE_URL;
    throw new Error(
      "A production build needs the site's address, and VITE_SITE_URL is not set. Set it to " +
        'the origin the site is served from, such as https://altumroofing.com (see ' +
        'docs/deploy.md), or build for the local emulators with VITE_FIREBASE_MODE=local.',
    );
  }
  const origin = value.replace(/\/$/, '');
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (productionBuild && (url.protocol !== 'https:' || url.origin !== origin)))
    throw new Error(
      `VITE_SITE_URL must be the site's https origin with no path, such as ` +
        `https://altumroofing.com, not '${value}'.`,
    );
  return origin;
}

export default defineConfig(({ command, mode }) => {
  // process.env wins over .env files, as in Vite itself.
  const env = { ...loadEnv(mode, import.meta.dirname, 'VITE_'), ...pickViteEnv(process.env) };
  const productionBuild = command === 'build' && env['VITE_FIREBASE_MODE'] !== 'local';
  if (command === 'build') assertFirebaseConfig(env);
  return {
    ...config,
    define: {
      'import.meta.env.VITE_WEB_PUSH_PUBLIC_KEY': JSON.stringify(webPushPublicKey(env)),
      'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrlOf(env, productionBuild)),
    },
  };
});

/**
 * The VAPID public key lead alerts subscribe with (the functions sign with its private half).
 * Production takes it from the build's environment; without it the admin shows alerts as
 * unavailable and why. The local stack uses its fixed pair, whose public half the Functions
 * emulator reads from functions/.env.local: read here too, so the two never differ.
 */
function webPushPublicKey(env: Record<string, string>): string {
  if (env['VITE_WEB_PUSH_PUBLIC_KEY']) return env['VITE_WEB_PUSH_PUBLIC_KEY'];
  if (!isLocalStackEnv(env)) return '';
  const file = readFileSync(new URL('../functions/.env.local', import.meta.url), 'utf8');
  return /^WEB_PUSH_PUBLIC_KEY=(\S+)$/m.exec(file)?.[1] ?? '';
}

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
    ),
  );
}

const config = {
  plugins: [
    // Must come before react(): it generates the route tree and splits route code.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    sonnerCheckerFriendlyCss(),
    leadAlertsWorker(),
    leadPhotosWorker(),
    VitePWA(pwaOptions),
  ],
  oxc: {
    // Stable, file-based styled-components ids: the prerendered HTML (server build) and the
    // split client chunks then generate the same class names, so hydration matches.
    plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } },
  },
  // The prerender bundles styled-components: its CommonJS build's default export does not
  // survive Node's ESM interop.
  ssr: { noExternal: ['styled-components'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Maps for debugging builds, referenced by no file and moved out of dist after the
    // prerender (build/secure-build.ts), so no host serves them.
    sourcemap: 'hidden',
    // Read by the prerender to preload each page's route chunks (no request waterfall).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: one per icon would mean dozens of tiny requests.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
            // What every page starts with, in three files instead of a dozen (each chunk is
            // another request, module record and preload link before hydration), one per step
            // of start-up (src/main.tsx evaluates them in separate tasks).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
            },
            {
              name: 'styled',
              test: /node_modules[\\/](styled-components|stylis|@emotion[\\/]unitless)[\\/]/,
            },
            {
              name: 'router',
              test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core)|tiny-invariant|tiny-warning|cookie-es|seroval[^\\/]*)[\\/]/,
            },
            // The site's own building blocks and the copy every public page shows (not the
            // admin's dialogs (any *Dialog), tables and forms, nor what loads after hydration),
            // with the company's facts kept in domain/ (its hours).
            {
              name: 'site',
              test: /web[\\/]src[\\/](ui[\\/](?!Accordion|[^\\/]*Dialog|Table|PageHeader|toast|pwa|form)|app[\\/]seo|content[\\/](company|navigation|services|publicPages|types)\.ts)(?!.*\.css$)|domain[\\/]src[\\/]company[\\/]/,
            },
            // Shared marketing pieces; a page's own copy (content/home.ts, serviceLandings.ts,
            // ...) stays in that page's chunk.
            { name: 'marketing', test: /src[\\/]features[\\/]marketing[\\/]shared[\\/]/ },
            // What the blog's pages share (cards, hero, page links, not-found views, queries, head
            // tags) in one file: each chunk a blog route loads lazily is named in that route's
            // eager definition, which every page's first load carries. Not the data modules
            // (Firebase) nor a post's renderer and layouts (only a post page needs them).
            {
              name: 'blog-shared',
              test: /src[\\/]features[\\/]blog[\\/](components[\\/]|BlogNotFound|BlogLoading|queries|keys|seo|format)/,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;
