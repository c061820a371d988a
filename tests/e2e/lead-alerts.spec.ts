/**
 * Lead alerts end to end on the local stack:
 *
 * - a staff member turns alerts on in the 'Lead alerts' panel of a real Chromium, the
 *   subscription is stored through the rules, a homeowner sends a lead from the public form,
 *   and the push receiver gets exactly one alert for it on that device, signed with the
 *   stack's VAPID key, decrypted with the device's keys, with the first name, service and
 *   timeline and nothing private; 'Turn off' deletes the subscription;
 * - the service worker's handlers: DevTools' ServiceWorker.deliverPushMessage delivers an
 *   alert, the notification shows the first name, and its click opens the inbox at the lead;
 * - the dashboard shows the speed-to-lead figures stored for it.
 *
 * Headless Chromium has no push service (PushManager.subscribe answers "Registration failed -
 * permission denied", and offline there is no FCM to register with), so the browser's
 * subscribe() is handed the subscription the receiver mints (endpoint and keys, bound to the
 * stack's VAPID key as a browser binds one): everything else (the permission, the worker, the
 * panel, the rules, the functions, web-push and the receiver's checks) is the real thing.
 */
import { readFileSync } from 'node:fs';
import { leadAlertPayload } from '@altum/domain';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { mintSubscription, pushesOfLead, receivedPushes } from '../../scripts/push-receiver/client';
import type { MintedSubscription } from '../../scripts/push-receiver/server';
import { adminAuth, adminDb, openAsStaff, SEED_ADMIN } from './support/staffAuth';
import {
  openPage,
  pastMinimumFillTime,
  serviceWorkerControls,
  workerRegistration,
} from './support/app';
import { sweepLeadAlertsOnce } from '../../scripts/lib/stack';

// About the service worker (or needs it to work offline): it installs, as for a visitor.
test.use({ serviceWorkers: 'allow' });

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The stack's VAPID public key: the one the functions sign with and the build subscribes with. */
const VAPID_PUBLIC_KEY = /^WEB_PUSH_PUBLIC_KEY=(\S+)$/m.exec(
  readFileSync(new URL('../../functions/.env.local', import.meta.url), 'utf8'),
)?.[1] as string;

const RUN = Date.now();
const EMAIL = `alerts-${RUN}@example.com`;
const PHONE = '(713) 555-0188';
const ADDRESS = '77 Cypress Creek Pkwy, Houston, TX 77090';

const panel = (page: Page) => page.getByTestId('lead-alerts');
const panelState = (page: Page) => panel(page).getByRole('status').first();

async function adminUid(): Promise<string> {
  return (await adminAuth().getUserByEmail(SEED_ADMIN.email)).uid;
}

/**
 * Hands the page's PushManager the receiver's subscription, as a push service would hand
 * one out, and records the key the app subscribed with. Kept in localStorage like the
 * browser keeps its own, so it survives reloads; unsubscribe() ends it.
 */
async function useReceiverAsPushService(page: Page, minted: MintedSubscription) {
  await page.addInitScript((sub) => {
    const KEY = 'e2e:push-subscription';
    const toB64url = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromB64url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
        .buffer;
    const make = (applicationServerKey: string) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: fromB64url(applicationServerKey) },
      getKey: (name: 'p256dh' | 'auth') => fromB64url(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(KEY);
      return (key ? make(key) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (!(key instanceof Uint8Array) || options?.userVisibleOnly !== true)
        throw new DOMException('Subscribed without a VAPID key', 'NotSupportedError');
      const text = toB64url(key.buffer as ArrayBuffer);
      localStorage.setItem(KEY, text);
      return make(text) as unknown as PushSubscription;
    };
  }, minted);
}

/** A homeowner sends a request from the public form (as leads-inbox.spec does). */
async function sendLeadAsHomeowner(browser: Browser, name: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await openPage(page, '/book-inspection');
  const form = page.getByRole('form', { name: 'Free estimate request' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone').fill(PHONE);
  await form.getByLabel('Email').fill(EMAIL);
  await form.getByLabel('Property Address').fill(ADDRESS);
  await form.getByLabel('Service Needed').selectOption('storm-damage');
  await form.getByLabel('Timeline').selectOption('asap');
  await pastMinimumFillTime(page);
  await form.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByText(/Thank you! We'll get back to you soon\.|saved, but/)).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
}

async function leadIdByEmail(): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const found = await adminDb().collection('contacts').where('email', '==', EMAIL).get();
      id = found.docs[0]?.id;
      return found.size;
    })
    .toBe(1);
  return id as string;
}

test.afterAll(async () => {
  const db = adminDb();
  const left = await db.collection('contacts').where('email', '==', EMAIL).get();
  await Promise.all(left.docs.map((lead) => lead.ref.delete()));
  const uid = await adminUid();
  const subscriptions = await db.collection(`profiles/${uid}/pushSubscriptions`).get();
  await Promise.all(subscriptions.docs.map((doc) => doc.ref.delete()));
});

test('alerts turned on in the panel reach the device: one alert per lead, with the first name, service and timeline only', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const minted = await mintSubscription(`e2e-panel-${RUN}`, VAPID_PUBLIC_KEY);
  await context.grantPermissions(['notifications'], { origin: baseURL as string });
  await useReceiverAsPushService(page, minted);
  const uid = await adminUid();

  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  await expect(panelState(page)).toHaveText('Off for this device');
  await panel(page).getByRole('button', { name: 'Turn on alerts for this device' }).click();
  await expect(panelState(page)).toHaveText('On for this device');

  // Stored through the rules, for this person and this device, with the receiver's keys.
  const stored = await adminDb().collection(`profiles/${uid}/pushSubscriptions`).get();
  const mine = stored.docs.filter((doc) => doc.data()['endpoint'] === minted.endpoint);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.data()).toMatchObject({ keys: minted.keys, label: 'Chrome on Linux' });
  expect(mine[0]?.id).toMatch(/^[A-Za-z0-9]{20}$/);
  // Still on after a reload: the browser and the server agree.
  await page.reload();
  await expect(panelState(page)).toHaveText('On for this device');

  await sendLeadAsHomeowner(browser, `Rosalind ${RUN} Franklin`);
  const leadId = await leadIdByEmail();
  const toDevice = async () =>
    pushesOfLead(await receivedPushes(), leadId).filter((p) => p.subscriptionId === minted.id);
  await expect.poll(async () => (await toDevice()).length, { timeout: 30_000 }).toBe(1);
  // Two sweeps later there is still one: no duplicate. The test runs them rather than waiting
  // for the stack's own.
  await sweepLeadAlertsOnce();
  await sweepLeadAlertsOnce();
  const pushes = await toDevice();
  expect(pushes).toHaveLength(1);
  const [push] = pushes;
  expect(push?.vapid.publicKey).toBe(VAPID_PUBLIC_KEY);
  expect(push?.payload).toEqual({
    type: 'lead-alert',
    kind: 'new-lead',
    title: 'New lead: Rosalind',
    // Worded on the server (domain/src/alerts), as the worker shows it.
    body: 'Storm Damage Assessment · As soon as possible',
    leadId,
    tag: `lead-${leadId}`,
    firstName: 'Rosalind',
    service: 'Storm Damage Assessment',
    timeline: 'As soon as possible',
    url: `/admin/leads?lead=${leadId}`,
  });
  expect(push?.text).not.toContain('555-0188');
  expect(push?.text).not.toContain('Cypress');
  expect(push?.text).not.toContain(EMAIL);
  expect(push?.text).not.toContain('Franklin');

  // Turned off: the subscription is gone from the server and the browser.
  await panel(page).getByRole('button', { name: 'Turn off' }).click();
  await expect(panelState(page)).toHaveText('Off for this device');
  await expect
    .poll(async () =>
      (await adminDb().collection(`profiles/${uid}/pushSubscriptions`).get()).docs.filter(
        (doc) => doc.data()['endpoint'] === minted.endpoint,
      ),
    )
    .toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem('e2e:push-subscription'))).toBeNull();
});

test('a device whose subscription was deleted on the server shows alerts off, and can turn them on again; quiet hours are saved', async ({
  page,
  context,
  baseURL,
}) => {
  const minted = await mintSubscription(`e2e-lost-${RUN}`, VAPID_PUBLIC_KEY);
  await context.grantPermissions(['notifications'], { origin: baseURL as string });
  await useReceiverAsPushService(page, minted);
  const uid = await adminUid();
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  await panel(page).getByRole('button', { name: 'Turn on alerts for this device' }).click();
  await expect(panelState(page)).toHaveText('On for this device');
  // As the alert function does when the push service answers 410.
  const stored = await adminDb().collection(`profiles/${uid}/pushSubscriptions`).get();
  await Promise.all(stored.docs.map((doc) => doc.ref.delete()));
  await page.reload();
  await expect(panelState(page)).toHaveText('Off for this device');
  await expect(panel(page).getByText(/subscription was lost/)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Turn on alerts for this device' }).click();
  await expect(panelState(page)).toHaveText('On for this device');
  await panel(page).getByRole('button', { name: 'Turn off' }).click();
  await expect(panelState(page)).toHaveText('Off for this device');

  // Quiet hours, off by default, saved as minutes on Houston's clock; then off again.
  const preferences = () => adminDb().doc(`alertPreferences/${uid}`).get();
  const quiet = panel(page).getByRole('form', { name: 'Quiet hours' });
  await expect(quiet.getByLabel('Pause my alerts every day')).not.toBeChecked();
  await quiet.getByLabel('Pause my alerts every day').check();
  await quiet.getByLabel('From').fill('21:30');
  await quiet.getByLabel('Until').fill('06:15');
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect
    .poll(async () => (await preferences()).data()?.['quietHours'])
    .toEqual({ start: 21 * 60 + 30, end: 6 * 60 + 15 });
  await page.reload();
  await expect(quiet.getByLabel('From')).toHaveValue('21:30');
  await quiet.getByLabel('Pause my alerts every day').uncheck();
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect
    .poll(async () => (await preferences()).exists && (await preferences()).data()?.['quietHours'])
    .toBeNull();
});

test("signing out ends this device's alerts: the browser's subscription and the stored one", async ({
  page,
  context,
  baseURL,
}) => {
  const minted = await mintSubscription(`e2e-signout-${RUN}`, VAPID_PUBLIC_KEY);
  await context.grantPermissions(['notifications'], { origin: baseURL as string });
  await useReceiverAsPushService(page, minted);
  const uid = await adminUid();
  const stored = async () =>
    (await adminDb().collection(`profiles/${uid}/pushSubscriptions`).get()).size;
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  await panel(page).getByRole('button', { name: 'Turn on alerts for this device' }).click();
  await expect(panelState(page)).toHaveText('On for this device');
  expect(await stored()).toBe(1);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  // The next person on this device gets none of this person's alerts.
  expect(await stored()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('e2e:push-subscription'))).toBeNull();
});

test('the service worker shows a delivered alert with the first name and the photos, and its click opens the inbox at the lead', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  await context.grantPermissions(['notifications'], { origin });
  // A lead in the inbox to open at.
  const lead = {
    name: 'Imogen Stormwatch',
    email: EMAIL,
    phone: PHONE,
    address: ADDRESS,
    service: 'leak-damage',
    timeline: 'month',
    message: '',
    photoCount: 3,
    status: 'new',
    createdAt: new Date(),
  };
  const ref = await adminDb().collection('contacts').add(lead);
  const payload = leadAlertPayload(ref.id, lead, 'new-lead');

  await openAsStaff(page, SEED_ADMIN, '/admin/dashboard');
  await serviceWorkerControls(page);
  const { cdp, registrationId } = await workerRegistration(page, origin);
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
  await deliver();
  const notifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  // On a loaded machine DevTools' first delivery can be lost while the worker wakes: once more
  // if none shows (its tag would keep a second from showing twice).
  await expect
    .poll(notifications, { timeout: 5000 })
    .toHaveLength(1)
    .catch(() => deliver());
  await expect.poll(notifications).toEqual([
    {
      title: 'New lead: Imogen',
      body: 'Leak or Damage Repair · Within a month · 3 photos on their way',
      tag: `lead-${ref.id}`,
      data: { leadId: ref.id, url: `/admin/leads?lead=${ref.id}` },
    },
  ]);
  // The same lead again (a retry): still one notification, by its tag.
  await deliver();
  // The worker's handling of a push has no event the page sees: a short window for a second
  // notification to show.
  await page.waitForTimeout(1000);
  expect(await notifications()).toHaveLength(1);

  // Headless Chromium has no notification to click, and DevTools no click command: the test
  // dispatches notificationclick in the worker with the real notification. A script-made
  // event cannot extend its lifetime, so its waitUntil is captured and awaited here.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('No service worker');
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error('No notification to click');
    const NotificationEventClass = (
      globalThis as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      }
    ).NotificationEvent;
    const click = new NotificationEventClass('notificationclick', { notification });
    const pending: Promise<unknown>[] = [];
    Object.defineProperty(click, 'waitUntil', { value: (p: Promise<unknown>) => pending.push(p) });
    scope.dispatchEvent(click);
    await Promise.all(pending);
  }, `lead-${ref.id}`);

  // The open admin window went to the lead: scrolled to, focused and marked.
  await expect(page).toHaveURL(`${origin}/admin/leads?lead=${ref.id}`);
  const card = page.locator(`#lead-${ref.id}`);
  await expect(card).toHaveAttribute('data-opened', 'true');
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  // The click closed the notification.
  expect(await notifications()).toHaveLength(0);
});

test('the dashboard shows the speed-to-lead figures as stored, a window with no contacted lead too', async ({
  page,
}) => {
  // The figures are written here as the function stores them: computing them from the leads
  // is speedToLead.emulator.test.ts's (a lead marked contacted changes them), and the inbox
  // recording the first contact is leads-inbox.spec's. This test is what the dashboard shows.
  const stats = adminDb().doc('leadStats/speedToLead');
  // Computed and read "in ten minutes": the stack's sweeps and a lead changed meanwhile by
  // another suite leave them alone (a change only marks them stale) while the page reads them.
  const later = Timestamp.fromMillis(Date.now() + 10 * 60_000);
  await stats.set(
    {
      last7Days: {
        leads: 12,
        contacted: 9,
        medianMs: 252_000,
        p90Ms: 7_500_000,
        within5MinShare: 2 / 3,
        stillNew: 3,
      },
      last30Days: {
        leads: 1234,
        contacted: 0,
        medianMs: null,
        p90Ms: null,
        within5MinShare: null,
        stillNew: 1234,
      },
      computedAt: later,
      readAt: later,
      changesAt: null,
      dirtyAt: null,
    },
    // The rest (whether the day documents were filled) stays as the function left it.
    { merge: true },
  );
  try {
    await openAsStaff(page, SEED_ADMIN, '/admin/dashboard');
    const week = page.getByTestId('speed-last7Days');
    await expect(week.getByRole('heading', { name: 'Last 7 days' })).toBeVisible();
    await expect(week.getByTestId('speed-median')).toHaveText('4 min 12 s');
    await expect(week.getByTestId('speed-p90')).toHaveText('2 h 5 min');
    await expect(week.getByTestId('speed-within5')).toHaveText('67%');
    await expect(week.getByTestId('speed-still-new')).toHaveText('3');
    await expect(week).toContainText('9 of 12 leads answered.');
    await expect(week.getByTestId('speed-empty')).toHaveCount(0);

    const month = page.getByTestId('speed-last30Days');
    await expect(month.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
    await expect(month.getByTestId('speed-empty')).toHaveText('No contacted leads yet');
    await expect(month.getByTestId('speed-median')).toHaveCount(0);
    await expect(month.getByTestId('speed-p90')).toHaveCount(0);
    await expect(month.getByTestId('speed-within5')).toHaveText('–');
    await expect(month.getByTestId('speed-still-new')).toHaveText('1,234');
    await expect(month).toContainText('0 of 1,234 leads answered.');
  } finally {
    // Back to the real figures: marked stale and long computed, so one sweep recomputes them
    // from the day documents.
    await stats.set(
      {
        computedAt: Timestamp.fromMillis(0),
        readAt: Timestamp.fromMillis(0),
        dirtyAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    await sweepLeadAlertsOnce();
  }
});
