/**
 * The leads export on the emulators. Its logic runs against Firestore and Storage in a project
 * and a bucket of its own (no trigger watches them, so the leads seeded here start no e-mail,
 * alert or photo function, and no other suite's leads fall in its ranges), with a small page so
 * the leads are read across several pages; then once through the real callable in the
 * Functions emulator with the web SDK, signed in with the Auth emulator, as the admin calls it.
 */
import {
  BOM,
  LEAD_EXPORT_MESSAGES,
  leadExportWindow,
  LEAD_EXPORTS_PER_MINUTE,
  type LeadExportResult,
  zonedDay,
} from '@altum/domain';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddresses, emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { EXPORT_KEPT_MS, exportBucketOf, exportLeadsFor, type ExportDeps } from './exportLeads';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.STORAGE_EMULATOR_HOST ??= 'http://127.0.0.1:9199';

/** A project and a bucket no function watches. */
const PROJECT = 'demo-altum-exports';
const BUCKET = 'demo-altum-exports-test';
// An admin per test that exports: each is bounded to a few exports a minute.
const ADMIN = 'export-admin';
const STATUS_ADMIN = 'export-admin-status';
const BOUNDS_ADMIN = 'export-admin-bounds';
const OTHER_ADMIN = 'export-admin-other';
const WRITER = 'export-writer';
const DAY = 24 * 60 * 60 * 1000;
const INJECTION = '=HYPERLINK("http://evil.example","Click")';

let app: App;
let db: Firestore;

const bucket = () => exportBucketOf(getStorage(app).bucket(BUCKET));
const deps = (change: Partial<ExportDeps> = {}): ExportDeps => ({
  db,
  bucket: bucket(),
  pageSize: 3,
  ...change,
});

/** Houston's calendar day `days` from now, and its midnight: dates relative to the clock. */
const houstonDay = (days: number) => zonedDay(new Date(Date.now() + days * DAY));

async function clearProject() {
  const response = await fetch(
    `${emulatorUrl('firestore')}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing ${PROJECT} failed: ${response.status}`);
  await getStorage(app).bucket(BUCKET).deleteFiles({ force: true });
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT }, 'lead-export-test');
  db = getFirestore(app);
  await getStorage(app)
    .bucket(BUCKET)
    .create()
    .catch(() => undefined);
  await clearProject();
  for (const uid of [ADMIN, STATUS_ADMIN, BOUNDS_ADMIN, OTHER_ADMIN])
    await db.doc(`roles/${uid}`).set({ admin: true, writer: false });
  await db.doc(`roles/${WRITER}`).set({ admin: false, writer: true });
});
afterAll(async () => {
  await clearProject();
  await deleteApp(app);
});

const lead = (name: string, createdAt: Date, extra: Record<string, unknown> = {}) =>
  db.collection('contacts').add({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '-').replace(/^-/, '')}@example.com`,
    phone: '(713) 555-0123',
    address: '12 Oak St, Houston, TX',
    service: 'storm-damage',
    timeline: 'week',
    message: null,
    source: { page: '/book-inspection', referrer: null, utmSource: null, utmCampaign: null },
    createdAt: Timestamp.fromDate(createdAt),
    ...extra,
  });

/** The error an awaited call threw (fails the test when it did not throw). */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e as { code: string; message: string },
  );
  if (!error) throw new Error('Expected a refusal');
  return error;
}

async function readCsv(result: LeadExportResult) {
  const [bytes] = await getStorage(app).bucket(BUCKET).file(result.path).download();
  const text = bytes.toString('utf8');
  return {
    text,
    rows: Papa.parse<Record<string, string>>(text.slice(BOM.length), { header: true }).data,
  };
}

describe('exportLeads on the emulators', { timeout: 60_000 }, () => {
  // Three Houston days, ten to twelve days ago; the leads around and inside them.
  const from = houstonDay(-12);
  const to = houstonDay(-10);
  let ids: string[] = [];

  beforeAll(async () => {
    // The range's edges on Houston's clock, whatever the season.
    const window = leadExportWindow({ from, to });
    if (!window) throw new Error('No window');
    const at = (ms: number) => new Date(window.start.getTime() + ms);
    const inside = [
      lead(INJECTION, window.start), // no status: read as new
      lead('Ann Won', at(60_000), { status: 'won' }),
      lead('Bo New', at(2 * 3_600_000), { status: 'new' }),
      lead('Cy Contacted', at(5 * 3_600_000), { status: 'contacted' }),
      lead('Di Won', at(DAY), { status: 'won' }),
      lead('Ed Lost', at(DAY + 1_000), { status: 'lost' }),
      lead('Fay Contacted', at(2 * DAY), { status: 'contacted' }),
      lead('Gus Last', new Date(window.end.getTime() - 60_000), { status: 'new' }),
    ];
    ids = (await Promise.all(inside)).map((ref) => ref.id);
    await lead('Before Start', new Date(window.start.getTime() - 60_000), { status: 'won' });
    await lead('At End', window.end, { status: 'won' });
  });

  it('refuses a writer and a signed-out caller, and writes no file', async () => {
    const asWriter = await refusal(exportLeadsFor(deps(), WRITER, { from, to, status: '' }));
    expect(asWriter).toMatchObject({
      code: 'permission-denied',
      message: LEAD_EXPORT_MESSAGES.notAdmin,
    });
    const signedOut = await refusal(exportLeadsFor(deps(), undefined, { from, to, status: '' }));
    expect(signedOut.code).toBe('unauthenticated');
    expect(await bucket().list('exports/')).toEqual([]);
  });

  it('gives an admin exactly the leads of the range, oldest first, across pages', async () => {
    const result = await exportLeadsFor(deps(), ADMIN, { from, to, status: '' });
    expect(result.path).toMatch(new RegExp(`^exports/${ADMIN}/[\\w-]+\\.csv$`));
    expect(result.fileName).toBe(`altum-leads-${from}-to-${to}.csv`);
    expect(result.count).toBe(8);
    const { text, rows } = await readCsv(result);
    expect(rows.map((row) => row['Email'])).toEqual([
      'hyperlink-http-evil-example-click-@example.com',
      'ann-won@example.com',
      'bo-new@example.com',
      'cy-contacted@example.com',
      'di-won@example.com',
      'ed-lost@example.com',
      'fay-contacted@example.com',
      'gus-last@example.com',
    ]);
    // The same safety as the browser's file had: a formula neutralized, every cell quoted,
    // no lead id anywhere.
    expect(rows[0]?.['Name']).toBe(`'${INJECTION}`);
    expect(rows[0]?.['Status']).toBe('New');
    for (const line of text.slice(BOM.length).split('\r\n'))
      expect(line.startsWith('"') && line.endsWith('"')).toBe(true);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('takes one status, a lead never worked counting as new', async () => {
    const news = await exportLeadsFor(deps({ pageSize: 2 }), STATUS_ADMIN, {
      from,
      to,
      status: 'new',
    });
    const { rows } = await readCsv(news);
    expect(rows.map((row) => row['Name'])).toEqual([`'${INJECTION}`, 'Bo New', 'Gus Last']);
    const won = await exportLeadsFor(deps({ pageSize: 2 }), STATUS_ADMIN, {
      from,
      to,
      status: 'won',
    });
    expect((await readCsv(won)).rows.map((row) => row['Name'])).toEqual(['Ann Won', 'Di Won']);
  });

  it('refuses a range too long, too many leads and too many exports a minute', async () => {
    const long = await refusal(
      exportLeadsFor(deps(), ADMIN, { from: houstonDay(-400), to, status: '' }),
    );
    expect(long).toMatchObject({ code: 'invalid-argument', message: LEAD_EXPORT_MESSAGES.tooLong });
    const many = await refusal(
      exportLeadsFor(deps({ maxLeads: 7 }), BOUNDS_ADMIN, { from, to, status: '' }),
    );
    expect(many).toMatchObject({ code: 'out-of-range', message: LEAD_EXPORT_MESSAGES.tooMany });
    const malformed = await refusal(exportLeadsFor(deps(), ADMIN, { from, to }));
    expect(malformed.code).toBe('invalid-argument');

    // A clock of its own, an hour ahead: this test's minute is not the other tests'.
    const now = Date.now() + 3_600_000;
    const at = (ms: number) => deps({ now: () => now + ms });
    for (let i = 0; i < LEAD_EXPORTS_PER_MINUTE; i++)
      await exportLeadsFor(at(i), ADMIN, { from: to, to, status: '' });
    const often = await refusal(exportLeadsFor(at(30_000), ADMIN, { from: to, to, status: '' }));
    expect(often).toMatchObject({
      code: 'resource-exhausted',
      message: LEAD_EXPORT_MESSAGES.tooOften,
    });
    await exportLeadsFor(at(61_000), ADMIN, { from: to, to, status: '' });
  });

  it("removes the admin's earlier exports once old enough, never another admin's", async () => {
    const theirs = await exportLeadsFor(deps(), OTHER_ADMIN, { from: to, to, status: '' });
    const mine = await exportLeadsFor(deps(), ADMIN, { from: to, to, status: '' });
    const later = Date.now() + EXPORT_KEPT_MS + 2 * 3_600_000;
    const next = await exportLeadsFor(deps({ now: () => later }), ADMIN, {
      from: to,
      to,
      status: '',
    });
    const kept = (await bucket().list('exports/')).map((file) => file.path);
    expect(kept).toContain(next.path);
    expect(kept).toContain(theirs.path);
    expect(kept).not.toContain(mine.path);
  });
});

describe('exportLeads through the Functions emulator', () => {
  it(
    'refuses a signed-in writer, and hands an admin the path of a file only admins read',
    { timeout: 120_000 },
    async () => {
      const functionsAt = emulatorAddresses()['functions'];
      if (!functionsAt) throw new Error('firebase.json has no functions emulator');
      const web = initializeWebApp(
        { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: 'demo-app' },
        `lead-export-${Date.now()}`,
      );
      const stack = initializeApp({ projectId: PROJECT_ID }, `lead-export-stack-${Date.now()}`);
      const stackDb = getFirestore(stack);
      try {
        const auth = getAuth(web);
        connectAuthEmulator(auth, emulatorUrl('auth'), { disableWarnings: true });
        const { user } = await signInWithCredential(
          auth,
          GoogleAuthProvider.credential(
            JSON.stringify({
              sub: `export-${Date.now()}`,
              email: `export-${Date.now()}@altum-roofing.test`,
              email_verified: true,
            }),
          ),
        );
        const functions = getFunctions(web);
        connectFunctionsEmulator(functions, functionsAt.host, functionsAt.port);
        const call = httpsCallable<object, LeadExportResult>(functions, 'exportLeads');
        // Years back: no lead of the stack's is in it, whatever the other suites wrote.
        const range = { from: houstonDay(-3650), to: houstonDay(-3649), status: '' };

        await stackDb.doc(`roles/${user.uid}`).set({ admin: false, writer: true });
        const refused = await refusal(call(range));
        expect(refused.code).toBe('functions/permission-denied');
        expect(refused.message).toContain(LEAD_EXPORT_MESSAGES.notAdmin);

        await stackDb.doc(`roles/${user.uid}`).set({ admin: true, writer: false });
        const { data } = await call(range);
        expect(data.path.startsWith(`exports/${user.uid}/`)).toBe(true);
        expect(data.count).toBe(0);
        const file = getStorage(stack).bucket(`${PROJECT_ID}.appspot.com`).file(data.path);
        const [bytes] = await file.download();
        expect(bytes.toString('utf8').startsWith(`${BOM}"Received (Houston)","Name"`)).toBe(true);
        await file.delete();
        await stackDb.doc(`roles/${user.uid}`).delete();
      } finally {
        await deleteWebApp(web);
        await deleteApp(stack);
      }
    },
  );
});
