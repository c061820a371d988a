// Bundles the functions into lib/index.js. The shared domain package is inlined (it is not
// published); the Firebase SDKs and SendGrid stay external and install from package.json.
//
// The blog function renders pages with the web app's own server bundle: when the web build
// left one (web/dist-server, see web/build/prerender.ts), it is bundled into lib/web/ with
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
    // Loaded by the quote PDF alone, on its first use (quotes/quotePdf.ts).
    'pdf-lib',
    '@pdf-lib/fontkit',
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
    entryPoints: { 'entry-server': new URL('entry-server.js', webServerDir).pathname },
    outdir: libWebDir.pathname,
    // The app reaches the browser SDK only through its lazy imports (the data modules, the
    // admin's routes). One file would hoist their static `import 'firebase/...'` to its top,
    // so loading the renderer would need the SDK; split, those chunks load only if imported,
    // and the server render never imports them (the page's data is read before the render).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // React's production build.
    define: { 'process.env.NODE_ENV': '"production"' },
    // Not a dependency of the functions: a deploy does not install it. Only the chunks above
    // import it (the deployed-install emulator test checks that the render never does).
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
