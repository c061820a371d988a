/**
 * Staff work with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys,
 * never the mouse. Every element focus passes through shows a visible indicator (tabTo checks
 * it at each press), focus returns to the opener when a dialog closes, and moves to a neighbour
 * when the thing that had it goes away. Opening a screen by its address is allowed (a keyboard
 * user types it too); everything on the screen is done by keys.
 */
import { expect as baseExpect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  chooseOption,
  expectFocused,
  expectFocusKept,
  expectFocusVisible,
  focusReport,
  openScreen,
  signInByKeyboard,
  tabTo,
  typeText,
} from './support/keyboard';
import { openPage } from './support/app';
import { adminDb, SEED_ADMIN } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const RUN = Date.now().toString(36);

/** The stack's network namespace has no outside interface; tell the page it is online. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
});

test('signs in with Google through the local account chooser; Escape closes the chooser and focus returns to its button', async ({
  page,
}) => {
  await openPage(page, '/admin/login');
  const signIn = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(signIn).toBeEnabled();
  await tabTo(page, signIn);
  await page.keyboard.press('Space');
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(chooser.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
  await expectFocused(page, signIn, "'Sign in with Google' after Escape");
  await expectFocusVisible(page, "'Sign in with Google' after the chooser closed");

  await page.keyboard.press('Enter');
  const admin = chooser.getByRole('button', { name: /admin@altum-roofing\.test/ });
  await expect(admin).toBeVisible();
  await tabTo(page, admin, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('admin-display-name')).toHaveText('admin');
});

test('creates a tag in its dialog; an empty name is refused with focus on the field; deleting a chip moves focus to its neighbour', async ({
  page,
}) => {
  await signInByKeyboard(page, SEED_ADMIN);
  await openScreen(page, '/admin/blog/tags', 'Tags');
  const newTag = page.getByRole('button', { name: 'New Tag' });
  await tabTo(page, newTag);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expectFocused(page, name, 'the Name field as the dialog opens');
  await expectFocusVisible(page, 'Name field');

  // Submitting with errors puts focus on the first invalid field, linked to its message.
  await tabTo(page, dialog.getByRole('button', { name: 'Create tag' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectFocused(page, name, 'the invalid Name field');
  await expect(name).toHaveAccessibleDescription(/required/i);

  const tagName = `Kbd ${RUN} Flashing`;
  await typeText(page, tagName);
  await tabTo(page, dialog.getByRole('button', { name: 'Create tag' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`Edit tag ${tagName}`) })).toBeVisible();
  await expectFocused(page, newTag, "'New Tag' after the dialog closed");
  await expectFocusVisible(page, "'New Tag'");

  // A second tag to delete: its chip goes, focus moves to the next chip (or the one before).
  const doomedName = `Kbd ${RUN} Zz`;
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'New tag' }).getByRole('heading', { name: 'New tag' }),
  ).toBeVisible();
  await typeText(page, doomedName);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New tag' })).toHaveCount(0);
  const remove = page.getByRole('button', { name: `Delete tag ${doomedName}` });
  await tabTo(page, remove, { max: 80 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete tag?' });
  await tabTo(page, confirm.getByRole('button', { name: 'Delete tag' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toHaveCount(0);
  await expectFocusKept(page, 'after the chip was deleted');
  await expectFocusVisible(page, 'neighbour of the deleted chip');
  expect((await focusReport(page)).element).toMatch(/Edit tag|Delete tag/);
});

test('creates and publishes a post with a category and tags, then deletes it; submitting with errors focuses the first invalid field', async ({
  page,
}) => {
  await signInByKeyboard(page, SEED_ADMIN);
  await openScreen(page, '/admin/blog/posts', 'Posts');
  await tabTo(page, page.getByRole('link', { name: 'New Post' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'New post' });
  const title = form.getByRole('textbox', { name: 'Title', exact: true });
  const publish = form.getByRole('button', { name: 'Publish Now' });
  await tabTo(page, publish, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expectFocused(page, title, 'the invalid Title field');
  await expectFocusVisible(page, 'invalid Title field');

  const postTitle = `Keyboard flashing check ${RUN}`;
  await typeText(page, postTitle);
  await tabTo(page, form.getByRole('textbox', { name: 'Excerpt' }), { max: 5 });
  await typeText(page, 'Written and published without a mouse.');
  await tabTo(page, form.getByRole('textbox', { name: 'Content', exact: true }), { max: 3 });
  await typeText(page, 'Check the flashing after every storm.');
  const category = form.getByRole('combobox', { name: 'Category' });
  await tabTo(page, category, { max: 10 });
  await chooseOption(page, category, 'Storm & Hail Damage');
  await tabTo(page, form.getByRole('checkbox', { name: 'Hail' }), { max: 5 });
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('checkbox', { name: 'Leaks' }), { max: 10 });
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Hail' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Leaks' })).toBeChecked();
  await tabTo(page, publish, { max: 20 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(page.getByText('Post created successfully')).toBeVisible();
  await expectFocusKept(page, 'after the save moved to the posts list');
  await expect
    .poll(async () => {
      const found = await adminDb().collection('posts').where('title', '==', postTitle).get();
      const post = found.docs[0]?.data();
      return post
        ? { status: post.status, categoryId: post.categoryId, tagIds: [...post.tagIds].sort() }
        : null;
    })
    .toEqual({ status: 'published', categoryId: 'storm-damage', tagIds: ['hail', 'leaks'] });

  // Deleting it (an admin may): its row goes, focus moves to a neighbouring row's button.
  const remove = page.getByRole('button', { name: `Delete ${postTitle}` });
  await tabTo(page, remove, { max: 80 });
  // The browser's own confirmation; a keyboard user answers it with Enter.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Post deleted successfully')).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expectFocusKept(page, 'after the post’s row was deleted');
  await expectFocusVisible(page, 'neighbour of the deleted row');
  expect((await focusReport(page)).element).toMatch(/Delete /);
});

test('grants a role and removes it on /admin/users; focus moves between the add button and the role chip', async ({
  page,
}) => {
  const email = `kbd-newcomer-${RUN}@example.com`;
  const uid = `e2e-kbd-${RUN}`;
  await adminDb()
    .doc(`profiles/${uid}`)
    .set({ email, fullName: 'Keyboard Newcomer', avatarUrl: null });
  await signInByKeyboard(page, SEED_ADMIN);
  await openScreen(page, '/admin/users', 'Users');

  const add = page.getByRole('button', { name: `Add Writer role to ${email}` });
  await tabTo(page, add, { max: 80 });
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: `Remove writer role from ${email}` });
  await expect(remove).toBeVisible();
  await expect(page.getByText('Role added successfully')).toBeVisible();
  // The button that had focus is gone (the role is held now): focus is on the new chip's button.
  await expectFocused(page, remove, 'the new role chip');
  await expectFocusVisible(page, 'role chip button');
  await expect
    .poll(async () => (await adminDb().doc(`roles/${uid}`).get()).data())
    .toMatchObject({
      writer: true,
    });

  // The browser's own confirmation; a keyboard user answers it with Enter.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Role removed successfully')).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expectFocused(page, add, "'Add Writer' after the role was removed");
  await expectFocusVisible(page, "'Add Writer'");
  await expect
    .poll(async () => (await adminDb().doc(`roles/${uid}`).get()).data()?.writer ?? false)
    .toBe(false);
});

test('uploads an image through the dialog: the file chooser opens from the keyboard, a missing file focuses the file field, focus returns to the opener', async ({
  page,
}) => {
  await signInByKeyboard(page, SEED_ADMIN);
  await openScreen(page, '/admin/images', 'Images');
  const opener = page.getByRole('button', { name: 'Upload Image' });
  await expect(opener).toBeEnabled();
  await tabTo(page, opener, { max: 40 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload image' });
  await expect(dialog.getByRole('heading', { name: 'Upload image' })).toBeVisible();

  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
  const file = dialog.getByLabel('File');
  await tabTo(page, upload, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please select a file and folder')).toBeVisible();
  await expectFocused(page, file, 'the missing file');
  await expect(file).toHaveAttribute('aria-invalid', 'true');

  const fileName = `kbd-${RUN}.png`;
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3a465c' },
    })
      .png()
      .toBuffer(),
  });
  await expect(dialog.getByText(new RegExp(fileName))).toBeVisible();
  const folder = dialog.getByRole('combobox', { name: 'Folder' });
  await tabTo(page, folder, { max: 3 });
  await chooseOption(page, folder, 'Blog');
  // Enabled once the free file name in that folder is known.
  await expect(upload).toBeEnabled();
  await tabTo(page, upload, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('✓ Image uploaded')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectFocused(page, opener, "'Upload Image' after the dialog closed");
  await expectFocusVisible(page, "'Upload Image'");
  await expect
    .poll(async () => {
      const found = await adminDb().collection('images').where('filename', '==', fileName).get();
      return found.docs.map((doc) => doc.data().folder);
    })
    .toEqual(['blog']);
});

test('picks the image it uploaded as a post’s featured image by keyboard', async ({ page }) => {
  await signInByKeyboard(page, SEED_ADMIN);
  await openScreen(page, '/admin/blog/posts/new', 'New Post');
  const form = page.getByRole('form', { name: 'New post' });
  const choose = form.getByRole('button', { name: 'Choose from library' });
  await tabTo(page, choose, { max: 40 });
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await expect(picker.getByRole('heading', { name: 'Choose the featured image' })).toBeVisible();
  await tabTo(page, picker.getByRole('button', { name: `kbd-${RUN}.png` }), { max: 30 });
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expectFocused(page, choose, "'Choose from library' after choosing");
  await expectFocusVisible(page, "'Choose from library'");
  await expect(form.getByRole('textbox', { name: 'Featured image URL' })).toHaveValue(
    new RegExp(`kbd-${RUN}\\.png`),
  );
  // Escape closes the picker without choosing, and focus goes back to its button.
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('heading', { name: 'Choose the featured image' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expectFocused(page, choose, "'Choose from library' after Escape");
});
