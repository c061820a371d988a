/**
 * Formatted posts: a post written in the editor with a subheading, a list, a link to a page of
 * the site and an image from the library, published, then read as the server sends it (no
 * JavaScript) and after the app has hydrated it. And the editor's toolbar, shortcuts and help
 * by keyboard alone.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { expectFocusVisible, focusReport, tabTo, typeText } from './support/keyboard';
import { openPage } from './support/app';
import { adminDb, deletePostsTitled, openAsStaff, SEED_ADMIN } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
/** The posts this suite makes, deleted after it: the blog suites count exactly the seed's. */
const made: string[] = [];
test.afterAll(() => deletePostsTitled(made));

/** The stack's network namespace has no outside interface; tell the page it is online. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
});

async function expectFocused(page: Page, locator: Locator, what: string) {
  await expect
    .poll(() => locator.evaluate((el) => el === document.activeElement).catch(() => false), {
      message: `focus on ${what} (has: ${(await focusReport(page)).element})`,
    })
    .toBe(true);
}

async function storedContent(title: string): Promise<string | undefined> {
  const found = await adminDb().collection('posts').where('title', '==', title).get();
  return found.docs[0]?.get('content') as string | undefined;
}

test('a post with a subheading, a list, an internal link and a library image reads the same from the server and after hydration', async ({
  page,
  browser,
  request,
}) => {
  const title = `Formatted roof check ${run}`;
  made.push(title);
  const slug = `formatted-roof-check-${run}`;
  const alt = 'Sunlight through the attic deck';
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill('What to check, with a photo.');
  const content = page.getByLabel('Content', { exact: true });
  await content.fill(
    '## What to check\n\n- The flashing\n- The gutters\n\nThen [book a free inspection](/book-inspection).\n\n',
  );

  // The seed's image, once the variants function has measured it (after the seed).
  await expect
    .poll(
      async () => ((await adminDb().doc('images/seed-attic').get()).get('variants') ?? []).length,
      { timeout: 90_000, message: 'the seed image attic.png gets its web sizes' },
    )
    .toBeGreaterThan(0);

  // The image through the library's picker, where the cursor is; its description typed over.
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Image from the library' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Insert an image' });
  await picker.getByRole('button', { name: 'attic.png' }).click();
  await expect(picker).toHaveCount(0);
  await expect(content).toHaveValue(/!\[Describe the image\]\([^)]*attic\.png[^)]*#\d+x\d+\)$/);
  await page.keyboard.type(alt);
  await expect(content).toHaveValue(new RegExp(`!\\[${alt}\\]\\(`));

  // The live preview is the public renderer.
  const preview = page.getByTestId('live-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'What to check' })).toBeVisible();
  await expect(preview.getByRole('img', { name: alt })).toHaveAttribute('srcset', /480w/);

  await page.getByRole('button', { name: 'Publish Now' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);

  // The server's HTML, as a crawler or a phone before the app gets it.
  // The render function may start cold: give it time.
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 60_000 })
    .toBe(200);
  const html = await (await request.get(`/blog/${slug}`)).text();
  const article = html.slice(html.indexOf('data-testid="post-content"'));
  expect(article).toMatch(/<h2[^>]*>What to check<\/h2>/);
  expect(article).toMatch(/<ul[^>]*><li[^>]*>The flashing<\/li><li[^>]*>The gutters<\/li><\/ul>/);
  expect(article).toMatch(/<a [^>]*href="\/book-inspection"[^>]*>book a free inspection<\/a>/);
  const img = article.match(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`))?.[0] ?? '';
  expect(img).toMatch(/ width="\d+"/);
  expect(img).toMatch(/ height="\d+"/);
  // The library's WebP copies, by path (encoded) from the same bucket.
  expect(img).toMatch(
    /srcset="[^"]*variants%2Fblog%2Fseed-attic%2Fattic\.png%2F480\.webp[^"]* 480w/i,
  );
  expect(img).toMatch(/ sizes="/);

  // The page after the app has started: the same article, its link the router's.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await context.newPage();
  await openPage(visitor, `/blog/${slug}`);
  const body = visitor.getByTestId('post-content');
  await expect(body.getByRole('heading', { level: 2, name: 'What to check' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText(['The flashing', 'The gutters']);
  const image = body.getByRole('img', { name: alt });
  await image.scrollIntoViewIfNeeded();
  // A WebP copy from the library, loaded.
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp/);
  const hydrated = await body.evaluate((el) => el.innerHTML);
  expect(hydrated).toContain('<h2>What to check</h2>');

  // Followed in the page (no new document): a marker set on this window survives.
  await visitor.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await body.getByRole('link', { name: 'book a free inspection' }).click();
  await expect(visitor).toHaveURL(/\/book-inspection$/);
  expect(await visitor.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await context.close();
});

test('the editor by keyboard alone: toolbar arrows, shortcuts, undo and the shortcuts help', async ({
  page,
}) => {
  const title = `Keyboard formatting ${run}`;
  made.push(title);
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/posts/new');
  await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New post' });
  await tabTo(page, form.getByRole('textbox', { name: 'Title', exact: true }), { max: 60 });
  await typeText(page, title);
  await tabTo(page, form.getByRole('textbox', { name: 'Excerpt' }), { max: 5 });
  await typeText(page, 'Formatted by keyboard.');

  // The toolbar is one tab stop (its first button), then the content field.
  const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
  const content = form.getByRole('textbox', { name: 'Content', exact: true });
  await tabTo(page, toolbar.getByRole('button', { name: 'Heading' }), { max: 2 });
  await page.keyboard.press('Tab');
  await expectFocused(page, content, 'the content field, one Tab after the toolbar');

  await typeText(page, 'What to check');
  await page.keyboard.press('Control+Shift+KeyH');
  await expect(content).toHaveValue('## What to check');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await typeText(page, 'Check ');
  await page.keyboard.press('Control+KeyB');
  await expect(content).toHaveValue('## What to check\n\nCheck **bold text**');
  // The toolbar's edit is a step of the field's own undo.
  await page.keyboard.press('Control+KeyZ');
  await expect(content).toHaveValue('## What to check\n\nCheck ');
  await page.keyboard.press('Control+KeyB');
  await typeText(page, 'every');
  await expect(content).toHaveValue('## What to check\n\nCheck **every**');
  await page.keyboard.press('End');
  await typeText(page, ' storm, then book');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+KeyK');
  await typeText(page, '/book-inspection');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Shift+Digit8');
  await typeText(page, 'Flashing');
  await expect(content).toHaveValue(
    '## What to check\n\nCheck **every** storm, then [book](/book-inspection)\n\n- Flashing',
  );

  // Back to the toolbar: its last used button; arrows, Home and End move along it.
  await page.keyboard.press('Shift+Tab');
  await expectFocused(page, toolbar.getByRole('button', { name: 'Heading' }), 'Heading');
  await page.keyboard.press('ArrowRight');
  await expectFocused(page, toolbar.getByRole('button', { name: 'Bold' }), 'Bold');
  await expectFocusVisible(page, 'the Bold button');
  await page.keyboard.press('End');
  const helpButton = toolbar.getByRole('button', { name: 'Keyboard shortcuts' });
  await expectFocused(page, helpButton, 'Keyboard shortcuts');
  await page.keyboard.press('ArrowRight');
  await expectFocused(page, toolbar.getByRole('button', { name: 'Heading' }), 'Heading (wraps)');
  await page.keyboard.press('ArrowLeft');
  await expectFocused(page, helpButton, 'Keyboard shortcuts (wraps back)');

  // The help: opened from its button, closed by Escape, focus back on the button.
  await page.keyboard.press('Enter');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and formatting' });
  await expect(help.getByRole('cell', { name: 'Ctrl+B' })).toBeVisible();
  await expect(help.getByText('"nofollow"', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expectFocused(page, helpButton, 'Keyboard shortcuts after Escape');

  // A toolbar button by keyboard formats the field's selection and gives the focus back.
  await page.keyboard.press('Tab');
  await expectFocused(page, content, 'the content field');
  for (let i = 0; i < 'Flashing'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectFocused(page, toolbar.getByRole('button', { name: 'Italic' }), 'Italic');
  await page.keyboard.press('Enter');
  await expectFocused(page, content, 'the content field after Italic');
  await expect(content).toHaveValue(/\n\n- \*Flashing\*$/);

  // Ctrl+/ from the field opens the help; Escape returns to the field.
  await page.keyboard.press('Control+Slash');
  await expect(help.getByRole('cell', { name: 'Ctrl+B' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expectFocused(page, content, 'the content field after the help');

  await tabTo(page, form.getByRole('button', { name: 'Publish Now' }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/blog\/posts$/);
  await expect
    .poll(() => storedContent(title))
    .toBe(
      '## What to check\n\nCheck **every** storm, then [book](/book-inspection)\n\n- *Flashing*',
    );
});
