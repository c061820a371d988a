import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';

/**
 * The specs that share no state: they write nothing (no lead sent, no staff change, no post
 * view counted) and read only the build's prerendered pages, so they run beside each other
 * and beside the rest. Every other spec writes or reads the stack's data (posts, leads,
 * view counts, captured mails and pushes) and runs one test at a time, in file order.
 */
const STATELESS = [
  'marketing',
  'shell',
  'server-styles',
  'first-input',
  'second-tap',
  'sign-in-error',
  'missing-files',
].map((name) => `**/${name}.spec.ts`);

const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * End-to-end tests run against the production build served by the Firebase Hosting
 * emulator (the same rewrites and headers that deploy). The stack is started by
 * scripts/test.ts or scripts/with-emulators.ts, not here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two at a time on a two-core machine: one test of the stateful specs, and one of the
  // stateless ones (or of the phone's, which only read).
  workers: 2,
  // One retry: a race in a test must not hold back a whole run, yet it is not hidden either.
  // `npm test` names every test that passed only on its retry (scripts/lib/reports.ts).
  retries: 1,
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
      use: desktop,
      testIgnore: STATELESS,
      grepInvert: /@mobile/,
      workers: 1,
      dependencies: ['html-setup'],
    },
    {
      name: 'stateless',
      use: desktop,
      testMatch: STATELESS,
      grepInvert: /@mobile/,
      fullyParallel: true,
      dependencies: ['html-setup'],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Only specs that are about the phone layout run here, to keep the suite short. They
      // read pages and posts and write nothing a stateful spec counts.
      grep: /@mobile/,
      workers: 1,
      dependencies: ['html-setup'],
    },
  ],
});
