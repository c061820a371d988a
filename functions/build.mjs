// Bundles the functions into lib/index.js. The shared domain package is inlined (it is not
// published); the Firebase SDKs and SendGrid stay external and install from package.json.
//
// The blog function renders pages with the web app's own server bundle: when the web build
// left one (web/dist-server, see web/scripts/prerender.ts), it is bundled into lib/web/ with
// everything it imports (React, the router, styled-components...), so the deployed function
// needs no web dependencies. Build the web app first (the root `npm run build` does).
import { build } from 'esbuild';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    '@sendgrid/*',
    'web-push',
    // A native module: installed from package.json with its prebuilt binary, never bundled.
    'sharp',
  ],
  logLevel: 'info',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});

const webServerDir = new URL('../web/dist-server/', import.meta.url);
const libWebDir = new URL('lib/web/', import.meta.url);
await rm(libWebDir, { recursive: true, force: true });
if (await stat(webServerDir).catch(() => null)) {
  await build({
    entryPoints: [new URL('entry-server.js', webServerDir).pathname],
    outfile: new URL('entry-server.js', libWebDir).pathname,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // React's production build; the browser SDK is never reached on the server (the page's
    // data is read before the render), so it is left out rather than shipped unused.
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['firebase', 'firebase/*'],
    // A smaller file parses faster on a cold start.
    minify: true,
    // Some of React's CommonJS files call require(): give the ESM bundle one.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'info',
  });
  await mkdir(libWebDir, { recursive: true });
  await copyFile(
    new URL('blog-templates.json', webServerDir),
    new URL('blog-templates.json', libWebDir),
  );
} else {
  console.warn(
    'functions: no web/dist-server yet, so renderBlog has no pages to render until the web app is built.',
  );
}
