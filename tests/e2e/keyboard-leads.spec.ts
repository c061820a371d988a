/**
 * A lead worked with the keyboard alone (keyboard-staff.spec.ts says how): its status and note
 * changed from its card. Apart from the other keyboard tasks, which are the content's (posts,
 * tags, images, roles).
 */
import { expect as baseExpect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import {
  chooseOption,
  expectFocused,
  expectFocusKept,
  expectFocusVisible,
  openScreen,
  signInByKeyboard,
  tabTo,
  typeText,
} from './support/keyboard';
import { adminDb, SEED_ADMIN } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const RUN = Date.now().toString(36);

/** The stack's network namespace has no outside interface; tell the page it is online. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
});

test('changes a lead’s status and note from its card; a note over the limit puts focus back on the note', async ({
  page,
}) => {
  const leadName = `Keyboard Lead ${RUN}`;
  await adminDb().doc(`contacts/e2e-kbd-${RUN}`).set({
    name: leadName,
    email: 'keyboard-lead@example.com',
    phone: '(713) 555-0134',
    address: '12 Key St, Houston, TX',
    service: 'leak-damage',
    timeline: 'week',
    message: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  await signInByKeyboard(page, SEED_ADMIN);
  await openScreen(page, '/admin/leads', 'Leads');
  const card = page.getByTestId('lead-card').filter({ hasText: leadName });
  await expect(card).toBeVisible();

  const status = card.getByRole('combobox', { name: 'Status' });
  await tabTo(page, status, { max: 120 });
  await chooseOption(page, status, 'Contacted');
  const note = card.getByRole('textbox', { name: 'Note' });
  await tabTo(page, note, { max: 3 });
  // Over the limit: the form says so, and saving puts focus on the note with its message.
  await page.keyboard.insertText('x'.repeat(1001));
  const save = card.getByRole('button', { name: 'Save' });
  await tabTo(page, save, { max: 3 });
  await page.keyboard.press('Enter');
  await expectFocused(page, note, 'the note over its limit');
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription(/1000/);
  await page.keyboard.press('ControlOrMeta+a');
  await typeText(page, 'Called back, inspection Friday.');

  await tabTo(page, save, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lead updated')).toBeVisible();
  await expect(card.getByTestId('lead-status')).toHaveText('Contacted');
  await expectFocusKept(page, 'after the lead was saved');
  await expectFocusVisible(page, 'element after saving the lead');
  await expect
    .poll(async () => (await adminDb().doc(`contacts/e2e-kbd-${RUN}`).get()).data()?.status)
    .toBe('contacted');
});
