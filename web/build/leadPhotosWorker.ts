import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/** The photo sync handler's file in the build; the generated worker imports it (pwa.ts). */
export const LEAD_PHOTOS_WORKER_FILE = 'lead-photos-sw.js';

const SOURCE = fileURLToPath(new URL('../src/sw/leadPhotosWorker.ts', import.meta.url));

/**
 * Bundles src/sw/leadPhotosWorker.ts (with the IndexedDB queue and the REST upload it shares
 * with the page) into one classic script, LEAD_PHOTOS_WORKER_FILE, for the client build: the
 * generated (workbox) worker loads it with importScripts, which takes no modules.
 */
export function leadPhotosWorker(): Plugin {
  return {
    name: 'altum:lead-photos-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          copyPublicDir: false,
          lib: { entry: SOURCE, formats: ['iife'], name: 'altumLeadPhotos' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs[0]?.output.find((file) => file.type === 'chunk');
      if (!chunk) this.error(`${SOURCE} built to nothing`);
      this.emitFile({ type: 'asset', fileName: LEAD_PHOTOS_WORKER_FILE, source: chunk.code });
    },
  };
}
