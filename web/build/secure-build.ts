/**
 * The last step of the web build, after the prerender: what makes the output safe to serve.
 *   - every HTML page gets its exact Content-Security-Policy (csp.ts);
 *   - source maps leave dist/ for web/dist-sourcemaps/ (same paths), so no host, local or
 *     deployed, can serve them; load them in the browser's devtools to debug a build.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { addContentSecurityPolicy } from './csp';

async function sourceMaps(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceMaps(path);
      return entry.name.endsWith('.map') ? [path] : [];
    }),
  );
  return nested.flat();
}

export async function moveSourceMaps(distDir: string, mapsDir: string): Promise<number> {
  await rm(mapsDir, { recursive: true, force: true });
  const maps = await sourceMaps(distDir);
  for (const map of maps) {
    const target = join(mapsDir, relative(distDir, map));
    await mkdir(dirname(target), { recursive: true });
    await rename(map, target);
  }
  return maps.length;
}

export async function secureBuild(distDir: string): Promise<void> {
  await addContentSecurityPolicy(distDir);
  const mapsDir = join(distDir, '..', 'dist-sourcemaps');
  const moved = await moveSourceMaps(distDir, mapsDir);
  console.log(`source maps: ${moved} moved out of dist to ${relative(process.cwd(), mapsDir)}`);
}
