/**
 * Photos with a request, end to end on the local stack (the homeowner's side): the built site
 * in Chromium, the Firestore and Storage emulators (storage.rules evaluated for real). Photos
 * made by the test are attached to the form, made small in the page's worker, kept on the
 * device, and uploaded once the lead is on the server; the bytes are read back with the admin
 * SDK.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { getStorage } from 'firebase-admin/storage';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from '../../scripts/lib/paths';
import { capturedMails, mailsOfLead } from '../../scripts/mail-capture/client';
import { emulatorAdminApp } from '../../scripts/seed/admin';
import { PENDING_LEAD_PHOTOS_KEY } from '../../web/src/features/lead/pendingLeadPhotos';
import { PENDING_LEADS_KEY } from '../../web/src/features/lead/pendingLeads';
import {
  openPage,
  pastMinimumFillTime,
  serviceWorkerControls,
  startApp,
  workerRegistration,
} from './support/app';
import { adminDb, openAsStaff, SEED_WRITER } from './support/staffAuth';
import {
  cameraJpeg,
  heic,
  photoFacts,
  screenshotPng,
  webp,
  type PhotoFile,
} from './support/photoFixtures';
import { formShiftsSince, watchFormShifts } from './support/formShifts';

// Twelve megapixels decoded in the page's worker, uploads and the emulators share two cores.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const FORM_PAGE = '/book-inspection';
const BUCKET = 'demo-altum.appspot.com';
const FIRESTORE = 'http://127.0.0.1:8080';
const STORAGE = 'http://127.0.0.1:9199';
const screenshots = join(localDir, 'screenshots', 'lead-photos');

const UNREADABLE =
  "This photo's format can't be read here. Take a screenshot of it, or set your camera to 'Most compatible', and add it again.";

/**
 * The stack's network namespace has only a loopback interface, where Chromium reports
 * navigator.onLine false although every emulator answers: the page is told the truth, and a
 * test plays a lost connection through window.__e2eOnline with context.setOffline.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => (window as unknown as { __e2eOnline?: boolean }).__e2eOnline ?? true,
    });
  });
});

async function setOnline(page: Page, online: boolean) {
  await page.context().setOffline(!online);
  await page.evaluate((value) => {
    (window as unknown as { __e2eOnline?: boolean }).__e2eOnline = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }, online);
}

// After a dropped connection Firestore checks the network with Google's pixel: stand in for it.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
test.beforeEach(({ context }) =>
  context.route('https://www.google.com/images/cleardot.gif*', (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }),
  ),
);

const form = (page: Page) => page.getByRole('form', { name: 'Free estimate request' });

/** Fills the form like a person, with an address unique to this test run. */
async function fillLead(page: Page, label: string) {
  const email = `photos-${label}-${Date.now()}@example.com`;
  const lead = form(page);
  await lead.getByLabel('Full Name').fill('Maria Lopez');
  await lead.getByLabel('Phone').fill('(713) 555-0123');
  await lead.getByLabel('Email').fill(email);
  await lead.getByLabel('Property Address').fill('12 Oak St, Houston, TX 77339');
  await lead.getByLabel('Service Needed').selectOption('storm-damage');
  await lead.getByLabel('Timeline').selectOption('week');
  await lead.getByLabel('Additional Details').fill('Shingles missing after the storm.');
  return email;
}

async function attach(page: Page, files: PhotoFile[], ready: number) {
  await form(page).getByLabel('Add photos').setInputFiles(files);
  await expect(form(page).getByText('Ready to send')).toHaveCount(ready, { timeout: 240_000 });
}

async function storedLead(email: string) {
  const found = await adminDb().collection('contacts').where('email', '==', email).get();
  return found.docs[0];
}

const bucket = () => getStorage(emulatorAdminApp()).bucket(BUCKET);

async function storedPhotos(leadId: string) {
  const [files] = await bucket().getFiles({ prefix: `lead-photos/${leadId}/` });
  return files;
}

/** What the page kept in IndexedDB (lib/leadPhotos/queue.ts), as bytes. */
async function keptOnDevice(page: Page) {
  const kept = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('altum-lead-photos');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const photos = await new Promise<{ leadId: string; n: number; blob: Blob }[]>((resolve) => {
      const request = db.transaction('photos').objectStore('photos').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    // As base64, read natively: an array of numbers of a photo's size takes seconds to pass.
    const base64 = (blob: Blob) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () =>
          resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
    return Promise.all(
      photos.map(async (photo) => ({
        leadId: photo.leadId,
        n: photo.n,
        type: photo.blob.type,
        bytes: await base64(photo.blob),
      })),
    );
  });
  return kept.map((photo) => ({ ...photo, bytes: Buffer.from(photo.bytes, 'base64') }));
}

/** The requests kept for the service worker (lib/leadPhotos/requests.ts), by lead id. */
function keptRequests(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('altum-lead-photos');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const ids = await new Promise<string[]>((resolve) => {
      const request = db.transaction('requests').objectStore('requests').getAllKeys();
      request.onsuccess = () => resolve(request.result as string[]);
    });
    db.close();
    return ids;
  });
}

/** Every lead stored with this address: one, for a request sent once. */
async function leadsOf(email: string) {
  return (await adminDb().collection('contacts').where('email', '==', email).get()).docs;
}

/** The Background Sync tags the site's worker has waiting. */
function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
}

/** Fires a sync at the site's worker through DevTools, as the browser does when back online. */
async function fireSync(page: Page, origin: string, tag: string) {
  const { cdp, registrationId } = await workerRegistration(page, origin);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag,
    lastChance: false,
  });
}

async function expectSmallAndClean(bytes: Buffer) {
  const facts = await photoFacts(bytes);
  // No EXIF (GPS), XMP or IPTC. Chromium's encoder writes the canvas's sRGB colour profile:
  // colour data, nothing about the photo or its owner (the server's re-encode drops it too).
  expect(facts).toMatchObject({ exif: false, xmp: false, iptc: false, exifBytes: false });
  expect(Math.max(facts.width ?? 0, facts.height ?? 0)).toBeLessThanOrEqual(2048);
  expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
  return facts;
}

for (const [path, width] of [320, 390, 1280].flatMap((w) =>
  ['/book-inspection', '/'].map((p) => [p, w] as const),
)) {
  test(`${path} at ${width} px: the photo control arrives in the space the form kept for it, nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await watchFormShifts(page);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const button = form(page).getByRole('button', { name: 'Get My Free Estimate' });
    await button.scrollIntoViewIfNeeded();
    const before = await button.evaluate(
      (element) => element.getBoundingClientRect().top + scrollY,
    );
    const startedAt = await page.evaluate(() => performance.now());
    await startApp(page);
    await expect(form(page).getByText('Add photos')).toBeVisible();
    // A layout shift has no event to wait for when none comes: a short window for one.
    await page.waitForTimeout(500);
    expect(await button.evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBe(
      before,
    );
    expect(await formShiftsSince(page, startedAt)).toEqual([]);
  });
}

test('three photos and one the browser cannot read: the three are sent small, upright and without metadata', async ({
  page,
}) => {
  const camera = await cameraJpeg();
  // The fixture is what the test says: GPS in its EXIF, turned by its orientation tag.
  expect(await photoFacts(camera.buffer)).toMatchObject({ exif: true, orientation: 6 });
  expect(camera.buffer.includes(Buffer.from('Altum Test Camera'))).toBe(true);

  await openPage(page, FORM_PAGE);
  const email = await fillLead(page, 'sent');
  const started = Date.now();
  await form(page)
    .getByLabel('Add photos')
    .setInputFiles([camera, heic(), await screenshotPng(), await webp()]);
  await expect(form(page).getByText(UNREADABLE)).toBeVisible({ timeout: 180_000 });
  await expect(form(page).getByText('Ready to send')).toHaveCount(3, { timeout: 240_000 });
  console.log(`Three photos prepared in ${Date.now() - started} ms`);
  await expect(form(page).getByRole('status').filter({ hasText: 'photos attached' })).toHaveText(
    '3 of 10 photos attached.',
  );
  const attached = form(page).getByRole('list', { name: 'Attached photos' });
  await expect(attached.getByRole('button', { name: /^Remove photo/ })).toHaveCount(4);
  await expect(attached.getByRole('img', { name: 'Photo 1: IMG_2041.jpg' })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    mkdirSync(screenshots, { recursive: true });
    await form(page).screenshot({ path: join(screenshots, `attached-${width}.png`) });
  }

  await pastMinimumFillTime(page);
  await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByText('Your 3 photos have been sent.')).toBeVisible({ timeout: 180_000 });

  const lead = await storedLead(email);
  expect(lead?.get('photoCount')).toBe(3);
  const leadId = lead?.id ?? '';
  const files = await storedPhotos(leadId);
  expect(files.map((file) => file.name).sort()).toEqual(
    [0, 1, 2].map((n) => `lead-photos/${leadId}/${n}`),
  );
  const facts = [];
  for (const n of [0, 1, 2]) {
    const file = bucket().file(`lead-photos/${leadId}/${n}`);
    const [metadata] = await file.getMetadata();
    expect(['image/webp', 'image/jpeg']).toContain(metadata.contentType);
    const [bytes] = await file.download();
    facts.push(await expectSmallAndClean(bytes));
  }
  // The camera's photo was turned upright before its EXIF was dropped: 3000 x 4000 shown,
  // 1536 x 2048 stored. The order is the order they were attached in.
  expect(facts.map((fact) => [fact.width, fact.height])).toEqual([
    [1536, 2048],
    [946, 2048],
    [2048, 1365],
  ]);
  // Nothing left waiting on the device.
  expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_LEAD_PHOTOS_KEY)).toBe(
    null,
  );
  expect(await keptOnDevice(page)).toEqual([]);

  // The office e-mail names them, with the link to the lead.
  await expect
    .poll(async () => mailsOfLead(await capturedMails(), leadId).notifications.length)
    .toBe(1);
  const office = JSON.stringify(
    mailsOfLead(await capturedMails(), leadId).notifications[0]?.body ?? {},
  );
  expect(office).toContain('Photos: 3 photos');
  expect(office).toContain(`/admin/leads?lead=${leadId}`);

  // Staff see the three on the lead's card, once the function has made their thumbnails.
  const staff = await page.context().newPage();
  await openAsStaff(staff, SEED_WRITER, `/admin/leads?lead=${leadId}`);
  const photos = staff.locator(`#lead-${leadId}`).getByRole('region', { name: 'Photos' });
  await expect(photos).toContainText('3 photos', { timeout: 120_000 });
  for (const n of [1, 2, 3])
    await expect(
      photos.getByRole('button', { name: `Photo ${n} of 3, full size` }).locator('img'),
    ).toHaveAttribute('src', /^blob:/);
  await staff.close();
});

test('offline: the request and two photos wait on the device, outlive a reload, and arrive exactly once', async ({
  page,
  context,
}) => {
  // Firestore checks the connection after each dropped request: the policy must allow it.
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
  });
  await openPage(page, FORM_PAGE);
  const email = await fillLead(page, 'offline');
  await attach(page, [await cameraJpeg('IMG_2051.jpg'), await webp('ridge.webp')], 2);
  await pastMinimumFillTime(page);
  await page.waitForLoadState('networkidle');

  await setOnline(page, false);
  await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(
    page.getByText(
      "You're offline. Your request and 2 photos are saved on this device and will be sent automatically when you're back online.",
    ),
  ).toBeVisible();
  const sending = form(page).getByRole('list', { name: 'Photos sent with your request' });
  await expect(sending.getByText("Waiting: it will be sent when you're back online")).toHaveCount(
    2,
  );
  await expect(form(page).getByLabel('Full Name')).toHaveValue('');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({ path: join(screenshots, `offline-${width}.png`) });
  }

  // What the device kept is already small and clean, before any server saw it.
  const kept = await keptOnDevice(page);
  expect(kept.map((photo) => photo.n).sort()).toEqual([0, 1]);
  for (const photo of kept) await expectSmallAndClean(photo.bytes);
  const leadId = kept[0]?.leadId ?? '';

  // Reload at once, back online for the page but with the database and Storage unreachable:
  // everything must still wait on the device, neither lost nor sent.
  await context.route(`${FIRESTORE}/**`, (route) => route.abort());
  await context.route(`${STORAGE}/**`, (route) => route.abort());
  await context.setOffline(false);
  await page.reload();
  await expect(form(page)).toBeVisible();
  // A write that must not reach the server has no event to wait for: a window for one.
  await page.waitForTimeout(3000);
  expect(await storedLead(email)).toBeUndefined();
  expect(await storedPhotos(leadId)).toEqual([]);
  expect((await keptOnDevice(page)).length).toBe(2);

  // Reachable again: a page without the form sends the lead, then its photos, and thanks the
  // homeowner once the lead's e-mails are out. Each toast leaves after a few seconds and either
  // may come first: both are looked for at once.
  await context.unroute(`${FIRESTORE}/**`);
  await context.unroute(`${STORAGE}/**`);
  await openPage(page, '/about');
  await Promise.all([
    expect(page.getByText("Thank you! We'll get back to you soon.", { exact: true })).toBeVisible({
      timeout: 180_000,
    }),
    expect(page.getByText('Your 2 photos have been sent.')).toBeVisible({ timeout: 180_000 }),
  ]);
  const lead = await storedLead(email);
  expect(lead?.id).toBe(leadId);
  expect(lead?.get('photoCount')).toBe(2);
  expect((await storedPhotos(leadId)).map((file) => file.name).sort()).toEqual([
    `lead-photos/${leadId}/0`,
    `lead-photos/${leadId}/1`,
  ]);
  expect(await keptOnDevice(page)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_LEAD_PHOTOS_KEY)).toBe(
    null,
  );
  // Sent once: one office e-mail and one confirmation.
  await expect
    .poll(async () => {
      const mails = (await capturedMails()).filter((m) => JSON.stringify(m.body).includes(email));
      return mails.map((m) => (m.body as { subject?: string }).subject).sort();
    })
    .toEqual([
      'New inspection request: Maria Lopez (Storm Damage Assessment)',
      'We received your free inspection request',
    ]);
  expect(policyViolations).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('photos left waiting are sent by the worker when the browser fires Background Sync', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL as string).origin;
    await openPage(page, FORM_PAGE);
    await serviceWorkerControls(page);
    const email = await fillLead(page, 'sync');
    await attach(page, [await screenshotPng('porch.png'), await webp('valley.webp')], 2);
    await pastMinimumFillTime(page);

    // The page believes it is offline (so it leaves the photos to the worker), while the network
    // is there: Firestore sends the lead, and the photos wait with their lead on the server.
    await page.evaluate(() => {
      (window as unknown as { __e2eOnline?: boolean }).__e2eOnline = false;
    });
    await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
    await expect.poll(async () => (await storedLead(email))?.get('photoCount')).toBe(2);
    const leadId = (await storedLead(email))?.id ?? '';
    // The page sends nothing while it believes it is offline: it asked for a sync instead (which
    // a browser that knows it is online may already have fired).
    await expect
      .poll(async () => {
        const tags = await syncTags(page);
        return tags.includes('lead-photos') || (await storedPhotos(leadId)).length === 2;
      })
      .toBe(true);

    // What the browser does when the connection returns, the site closed or not.
    await fireSync(page, origin, 'lead-photos');
    await expect
      .poll(async () => (await storedPhotos(leadId)).map((file) => file.name).sort(), {
        timeout: 60_000,
      })
      .toEqual([`lead-photos/${leadId}/0`, `lead-photos/${leadId}/1`]);
    for (const n of [0, 1]) {
      const [bytes] = await bucket().file(`lead-photos/${leadId}/${n}`).download();
      await expectSmallAndClean(bytes);
    }
    await expect.poll(async () => (await keptOnDevice(page)).length).toBe(0);
    // The open page is told, and says so.
    await expect(page.getByText('Your 2 photos have been sent.')).toBeVisible();
  });

  test('offline: a request and two photos queued, the site closed, arrive once through Background Sync', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL as string).origin;
    await openPage(page, FORM_PAGE);
    await serviceWorkerControls(page);
    const email = await fillLead(page, 'closed');
    await attach(page, [await cameraJpeg('IMG_2061.jpg'), await webp('eaves.webp')], 2);
    await pastMinimumFillTime(page);
    await page.waitForLoadState('networkidle');

    await setOnline(page, false);
    await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
    await expect(
      page.getByText(
        "You're offline. Your request and 2 photos are saved on this device and will be sent automatically when you're back online.",
      ),
    ).toBeVisible();
    const leadId = (await keptOnDevice(page))[0]?.leadId ?? '';
    expect(leadId).toMatch(/^[A-Za-z0-9]{20}$/);
    // Kept for the worker as well, with a sync asked for.
    expect(await keptRequests(page)).toEqual([leadId]);
    expect(await syncTags(page)).toContain('lead-requests');

    // The site is closed (a page elsewhere keeps the browser, and so the worker's registration,
    // open), then the connection returns: no page of the site is left to send anything.
    const elsewhere = await context.newPage();
    await page.close();
    await context.setOffline(false);
    expect(await leadsOf(email)).toEqual([]);

    // What the browser does when the connection returns.
    await fireSync(elsewhere, origin, 'lead-requests');
    await expect
      .poll(async () => (await leadsOf(email)).map((lead) => lead.id), { timeout: 60_000 })
      .toEqual([leadId]);
    const lead = (await leadsOf(email))[0];
    expect(lead?.get('photoCount')).toBe(2);
    expect(lead?.get('source.page')).toBe(FORM_PAGE);
    await expect
      .poll(async () => (await storedPhotos(leadId)).map((file) => file.name).sort(), {
        timeout: 60_000,
      })
      .toEqual([`lead-photos/${leadId}/0`, `lead-photos/${leadId}/1`]);
    for (const n of [0, 1]) {
      const [bytes] = await bucket().file(`lead-photos/${leadId}/${n}`).download();
      await expectSmallAndClean(bytes);
    }

    // The site opens again: Firestore sends its own queued copy of the lead, which the rules
    // refuse (the id exists), and nothing is sent twice.
    const again = await context.newPage();
    await openPage(again, '/about');
    await expect
      .poll(() => again.evaluate((key) => localStorage.getItem(key), PENDING_LEADS_KEY), {
        timeout: 60_000,
      })
      .toBe(null);
    await expect.poll(async () => keptRequests(again)).toEqual([]);
    // With no lead pending, Firestore has the server's answer for its copy; with nothing kept,
    // no photo is left to go: nothing more can arrive, so the counts below are final.
    await expect.poll(async () => (await keptOnDevice(again)).length).toBe(0);
    expect((await leadsOf(email)).map((each) => each.id)).toEqual([leadId]);
    expect((await storedPhotos(leadId)).length).toBe(2);
    // One lead, so one office e-mail and one confirmation.
    await expect
      .poll(async () => mailsOfLead(await capturedMails(), leadId).notifications.length)
      .toBe(1);
    const mails = mailsOfLead(await capturedMails(), leadId);
    expect(mails.confirmations).toHaveLength(1);
    expect(mails.notifications).toHaveLength(1);
  });
});
