/**
 * The lead inbox reads a page, never the collection: with more leads than a page holds, it
 * shows the 50 newest (live), then older pages on 'Show older leads' (by keyboard, announced);
 * the owner, status and follow-up-due filters and their counts come from the server; a phone
 * typed in any format finds its homeowner; `?lead=` opens a lead that is on no loaded page;
 * suspected spam is listed apart. Each list is compared with the same query run on the
 * database. The leads are seeded as already handled (e-mails sent, arrived hours ago), so the
 * functions send nothing for them and no flood is counted; they are deleted at the end.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { LEAD_PAGE_SIZE } from '@altum/domain';
import { adminAuth, adminDb, openAsStaff, SEED_ADMIN } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const RUN = Date.now().toString(36);
/** More than two pages; the functions' work per seeded lead is small, but not nothing. */
const SEEDED = 120;
const HOUR = 3_600_000;
const ids: string[] = [];
const spamIds: string[] = [];

/** A phone of this run: (832) 4NN-NNNN, apart from every other spec's. */
const phoneOf = (i: number) => {
  const digits = `4${String(Date.now()).slice(-2)}${String(i).padStart(4, '0')}`;
  return { typed: `(832) ${digits.slice(0, 3)}-${digits.slice(3)}`, key: `832${digits}` };
};
const phones = Array.from({ length: SEEDED }, (_, i) => phoneOf(i));

/** The stack's network namespace has no outside interface; tell the page it is online. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
});

test.beforeAll(async () => {
  const db = adminDb();
  const adminUid = (await adminAuth().getUserByEmail(SEED_ADMIN.email)).uid;
  // Two hours ago and older, one second apart: out of the flood window, newest first by index.
  const base = Date.now() - 2 * HOUR;
  const batch = db.batch();
  for (let i = 0; i < SEEDED + 2; i++) {
    const spam = i >= SEEDED;
    const ref = db.collection('contacts').doc();
    (spam ? spamIds : ids).push(ref.id);
    const createdAt = Timestamp.fromMillis(base - i * 1000);
    const sent = Timestamp.fromMillis(base - i * 1000 + 2000);
    const phone = (!spam && phones[i]) || { typed: '(832) 400-9999', key: '8324009999' };
    const email = `pages-${RUN}-${i}@example.com`;
    batch.set(ref, {
      name: `Paged ${RUN} ${String(i).padStart(3, '0')}`,
      email,
      phone: phone.typed,
      address: `${i} Page St, Houston, TX 77002`,
      service: 'leak-damage',
      timeline: 'week',
      message: null,
      createdAt,
      delivery: { status: 'sent', notification: 'sent', confirmation: 'sent', at: sent },
      contactKeys: { phone: phone.key, mailbox: email },
      status: i % 3 === 1 ? 'contacted' : 'new',
      ownerId: i % 4 === 0 ? adminUid : null,
      ...(i % 4 === 0
        ? { ownerName: 'Seed Admin', assignedAt: createdAt, assignedBy: adminUid }
        : {}),
      // Every tenth lead's follow-up fell due, the later the lead the longer ago.
      followUpAt: i % 10 === 5 ? Timestamp.fromMillis(base - i * 60_000) : null,
      ...(spam ? { suspectedSpam: 'honeypot', quietSpam: true } : { quietSpam: false }),
    });
  }
  await batch.commit();
});

test.afterAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (const id of [...ids, ...spamIds]) batch.delete(db.doc(`contacts/${id}`));
  await batch.commit();
});

const contacts = () => adminDb().collection('contacts');
const listed = () => contacts().where('quietSpam', '==', false);

/** The ids the database gives for a query, in its order. */
async function idsOf(query: Query, size = LEAD_PAGE_SIZE): Promise<string[]> {
  return (await query.limit(size).get()).docs.map((doc) => doc.id);
}

/** The ids of the cards in the named list, in order. */
const cardIds = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .getByTestId('lead-card')
    .evaluateAll((cards) => cards.map((card) => card.id.replace(/^lead-/, '')));

test('shows the newest page live, then older pages by keyboard, announced', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  const list = page.getByRole('list', { name: 'All leads' });
  await expect(list.getByTestId('lead-card')).toHaveCount(LEAD_PAGE_SIZE);
  const newest = await idsOf(listed().orderBy('createdAt', 'desc'), 2 * LEAD_PAGE_SIZE);
  expect(await cardIds(page, 'All leads')).toEqual(newest.slice(0, LEAD_PAGE_SIZE));
  const total = (await listed().count().get()).data().count;
  const shown = page.getByTestId('leads-shown');
  await expect(shown).toHaveText(`Showing 50 of ${total} leads.`);
  await expect(shown).toHaveAttribute('role', 'status');

  const older = page.getByRole('button', { name: 'Show older leads' });
  await older.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByTestId('lead-card')).toHaveCount(2 * LEAD_PAGE_SIZE);
  await expect(shown).toHaveText(`Showing 100 of ${total} leads.`);
  expect(await cardIds(page, 'All leads')).toEqual(newest);
  await expect(older).toBeFocused();
});

test('filters by owner, status and follow-ups due on the server, with their counts', async ({
  page,
}) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads?owner=unassigned&status=contacted');
  const unassigned = listed().where('ownerId', '==', null);
  const contacted = unassigned.where('status', '==', 'contacted');
  await expect
    .poll(() => cardIds(page, 'Contacted leads'))
    .toEqual(await idsOf(contacted.orderBy('createdAt', 'desc')));
  const statusBar = page.getByRole('navigation', { name: 'Filter leads by status' });
  const count = async (query: Query) => String((await query.count().get()).data().count);
  await expect(statusBar.getByRole('link', { name: /^Contacted/ })).toHaveText(
    `Contacted${await count(contacted)}`,
  );
  await expect(statusBar.getByRole('link', { name: /^New/ })).toHaveText(
    `New${await count(unassigned.where('status', '==', 'new'))}`,
  );

  await statusBar.getByRole('link', { name: /^Follow-up due/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?followUp=due&owner=unassigned$/);
  const due = unassigned.where('followUpAt', '<=', Timestamp.now()).orderBy('followUpAt', 'asc');
  await expect.poll(() => cardIds(page, 'Follow-ups due')).toEqual(await idsOf(due));
  await expect(statusBar.getByRole('link', { name: /^Follow-up due/ })).toHaveText(
    `Follow-up due${await count(unassigned.where('followUpAt', '<=', Timestamp.now()))}`,
  );
});

test('finds a homeowner by a phone typed in any format, or an e-mail', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  const search = page.getByRole('searchbox', { name: 'Find by phone or e-mail' });
  const key = phones[77]?.key ?? '';
  const typed = `+1 ${key.slice(0, 3)}.${key.slice(3, 6)}.${key.slice(6)}`;
  await search.fill(typed);
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^1 lead with/ })).toBeVisible();
  expect(await cardIds(page, `Leads found for ${typed}`)).toEqual([ids[77]]);

  await search.fill(`PAGES-${RUN}-3@Example.com`);
  await search.press('Enter');
  await expect(page).toHaveURL(/q=PAGES/);
  await expect
    .poll(() => cardIds(page, `Leads found for PAGES-${RUN}-3@Example.com`))
    .toEqual([ids[3]]);
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test('opens a lead on no loaded page by its id, and lists suspected spam apart', async ({
  page,
}) => {
  const far = ids[SEEDED - 5] ?? '';
  await openAsStaff(page, SEED_ADMIN, `/admin/leads?lead=${far}`);
  const opened = page.locator(`#lead-${far}`);
  await expect(opened).toBeFocused();
  await expect(page.getByRole('list', { name: 'The lead you opened' })).toContainText(
    `Paged ${RUN} ${SEEDED - 5}`,
  );
  await expect(page.getByRole('list', { name: 'All leads' }).locator(`#lead-${far}`)).toHaveCount(
    0,
  );

  const spam = page.getByRole('list', { name: 'Suspected spam' });
  for (const id of spamIds) await expect(spam.locator(`#lead-${id}`)).toBeVisible();
  const held = (await contacts().where('quietSpam', '==', true).count().get()).data().count;
  await expect(page.getByRole('heading', { name: `Suspected spam (${held})` })).toBeVisible();
});
