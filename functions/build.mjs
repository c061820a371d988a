// Bundles the functions into lib/index.js. The shared domain package is inlined (it is not
// published); the Firebase SDKs and SendGrid stay external and install from package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    '@sendgrid/*',
    // A native module: installed from package.json with its prebuilt binary, never bundled.
    'sharp',
  ],
  logLevel: 'info',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
