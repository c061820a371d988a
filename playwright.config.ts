import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';

/**
 * End-to-end tests run against the production build served by the Firebase Hosting
 * emulator (the same rewrites and headers that deploy). The stack is started by
 * scripts/test.ts or scripts/with-emulators.ts, not here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.local/reports/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    // The Nu HTML checker judges every page the run collected in one go, after the rest
    // (tests/e2e/htmlChecker.ts): `html-setup` empties the folder first, `html` checks it.
    { name: 'html-setup', testMatch: /html\.setup\.ts$/, teardown: 'html' },
    { name: 'html', testMatch: /html\.teardown\.ts$/ },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
      dependencies: ['html-setup'],
    },
    {
      name: 'mobile',
      dependencies: ['html-setup'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Only specs that are about the phone layout run here, to keep the suite short.
      grep: /@mobile/,
    },
  ],
});
