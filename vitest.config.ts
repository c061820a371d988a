import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// tests/hosting: what Hosting serves (headers, statuses), read over HTTP from the stack's
// Hosting emulator.
const EMULATOR_FILES = [
  'tests/rules/**/*.test.ts',
  'tests/hosting/**/*.test.ts',
  'functions/src/**/*.emulator.test.ts',
];

/**
 * The emulator files that cannot run beside another: they turn the stack's triggers off and
 * on (restarting every function worker), clear the whole database or a collection others
 * use, change the mail capture's faults, delete every recent lead, or count figures over all
 * the stack's leads, quotes or bookings. Every other emulator file keeps to ids, projects or
 * time windows of its own, and runs beside the others (project `emulator`).
 */
const SERIAL_EMULATOR_FILES = [
  // On the stack's own project (storage.rules read its Firestore): triggers off, then a clear.
  'tests/rules/leadExports.test.ts',
  'tests/rules/leadPhotos.test.ts',
  'tests/rules/quotePdfs.test.ts',
  'tests/rules/storage.test.ts',
  // Clear the database.
  'functions/src/blog/blogData.emulator.test.ts',
  'functions/src/blog/renderBlog.emulator.test.ts',
  'functions/src/blog/deployedInstall.emulator.test.ts',
  'functions/src/leadExports/exportLeads.emulator.test.ts',
  // Turn the triggers off and on; the mail capture's faults; every lead in the flood window.
  'functions/src/leads/sendLeadEmails.emulator.test.ts',
  'functions/src/leads/speedToLead.emulator.test.ts',
  'functions/src/alerts/leadAlertBounds.emulator.test.ts',
  'functions/src/alerts/sendLeadAlerts.emulator.test.ts',
  'functions/src/leads/leadArrival.emulator.test.ts',
  // The booking files empty the slots and bookings (freshBookingData) and share the windows.
  'functions/src/inspections/booking.emulator.test.ts',
  'functions/src/inspections/bookingBounds.emulator.test.ts',
  'functions/src/inspections/bookingMail.emulator.test.ts',
  // This month's figures over every quote.
  'functions/src/quotes/quoteStats.emulator.test.ts',
];

/** What both emulator projects share: the local Firebase stack (scripts/test-rules.ts). */
const emulatorTest = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // As the end-to-end layer: a race on a slow machine does not hold back a whole run, and is
  // not hidden either (npm test names every test that passed only on its retry).
  retry: 1,
} as const;

// `unit` and `web` need nothing running; `emulator` (files side by side) and then
// `emulator-serial` (one at a time) need the local Firebase stack (scripts/test.ts,
// scripts/test-rules.ts start it). Run them together: `--project emulator --project
// emulator-serial`.
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
          ...emulatorTest,
          name: 'emulator',
          include: EMULATOR_FILES,
          exclude: [...SERIAL_EMULATOR_FILES, '**/node_modules/**'],
          // Latency-bound (waiting on the stack's triggers), not CPU-bound: more files than
          // cores at once.
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...emulatorTest,
          name: 'emulator-serial',
          include: SERIAL_EMULATOR_FILES,
          // After `emulator`, one file at a time, nothing beside it.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
