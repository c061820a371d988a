import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: `unit` needs nothing running; `emulator` needs the local Firebase stack
// (scripts/test.ts and scripts/with-emulators.ts start it).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.emulator.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // What web/vite.config.ts gives the local stack's build (this project does not read it).
          env: { VITE_SITE_URL: 'https://altumroofing.com' },
        },
      },
      {
        test: {
          name: 'emulator',
          // tests/hosting: what Hosting serves (headers, statuses), read over HTTP from the
          // stack's Hosting emulator.
          include: [
            'tests/rules/**/*.test.ts',
            'tests/hosting/**/*.test.ts',
            'functions/src/**/*.emulator.test.ts',
          ],
          environment: 'node',
          // The suites share one emulator stack and clear its data between files.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
