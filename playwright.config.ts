import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';

/**
 * The specs that share no state: they write nothing (no lead sent, no staff change, no post
 * view counted) and read only the build's prerendered pages, so they run beside each other
 * and beside the rest.
 */
const STATELESS = [
  'marketing',
  'shell',
  'server-styles',
  'first-input',
  'second-tap',
  'sign-in-error',
  'a11y-content',
].map((name) => `**/${name}.spec.ts`);

/**
 * The specs that write or count the leads' data: leads, requests, bookings and their places,
 * quotes, captured mails and pushes, the lead figures. They run one test at a time, in file
 * order, in the `leads` lane. Every other spec that writes (posts, taxonomy, images, views,
 * staff accounts) is in the `content` lane, which runs beside it: the two lanes write
 * nothing the other reads or counts (staff.spec's dashboard figures, which count both,
 * reload until the page and the database agree).
 */
const LEADS = [
  'a11y',
  'booking',
  'first-input-form',
  'inspections-staff',
  'keyboard-leads',
  'lead',
  'lead-alerts',
  'lead-photos',
  'lead-photos-staff',
  'lead-work-alerts',
  'leads-inbox',
  'leads-pages',
  'leads-work',
  'quote-editor',
  'quote-request',
  'request-link',
].map((name) => `**/${name}.spec.ts`);

const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * End-to-end tests run against the production build served by the Firebase Hosting
 * emulator (the same rewrites and headers that deploy). The stack is started by
 * scripts/test.ts or scripts/with-emulators.ts, not here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two at a time on a two-core machine: one test of each lane, or of the stateless specs
  // and the phone's (which only read) once a lane is done.
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
    // Each test's browser is new, and a service worker installing in it fetches the whole
    // precache (2 MB, 228 files) from Hosting: half the cost of a page check on two cores. The
    // specs about the worker, or needing it offline, allow it (test.use).
    serviceWorkers: 'block',
  },
  projects: [
    // The Nu HTML checker judges every page the run collected in one go, after the rest
    // (tests/e2e/support/htmlChecker.ts): `html-setup` empties the folder first, `html` checks it.
    { name: 'html-setup', testMatch: /html\.setup\.ts$/, teardown: 'html' },
    { name: 'html', testMatch: /html\.teardown\.ts$/ },
    {
      name: 'leads',
      use: desktop,
      testMatch: LEADS,
      grepInvert: /@mobile/,
      workers: 1,
      dependencies: ['html-setup'],
    },
    {
      name: 'content',
      use: desktop,
      testIgnore: [...STATELESS, ...LEADS],
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
