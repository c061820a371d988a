import { readFile } from 'node:fs/promises';
import { transformWithOxc, type Plugin } from 'vite';

/** The lead-alert handlers' file in the build; the generated worker imports it (pwa.ts). */
export const LEAD_ALERTS_WORKER_FILE = 'lead-alerts-sw.js';

const SOURCE = new URL('../src/sw/leadAlertsWorker.ts', import.meta.url);

/**
 * Compiles src/sw/leadAlertsWorker.ts into LEAD_ALERTS_WORKER_FILE for the client build. The
 * generated (workbox) worker loads it with importScripts, which takes a classic script: the
 * file imports nothing, and its one `export {}` (which makes it a module for the type check)
 * is dropped and its code wrapped so nothing leaks into the worker's global scope.
 */
export function leadAlertsWorker(): Plugin {
  return {
    name: 'altum:lead-alerts-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const source = await readFile(SOURCE, 'utf8');
      const { code } = await transformWithOxc(source, SOURCE.pathname, { target: 'es2022' });
      const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      if (/^\s*(import|export)\b/m.test(body))
        this.error(`${SOURCE.pathname} must import and export nothing (importScripts).`);
      this.emitFile({
        type: 'asset',
        fileName: LEAD_ALERTS_WORKER_FILE,
        source: `(() => {\n${body}\n})();\n`,
      });
    },
  };
}
