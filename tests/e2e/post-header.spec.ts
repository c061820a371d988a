/**
 * A post's header in the spec's order, in every layout a post can have: 'Back to Blog', the
 * title, the date, the reading time, then the category badge and the tag badges.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/app';

/** Where each located element stands in the document, as an index of all the page's elements. */
async function documentIndex(locator: Locator): Promise<number> {
  return locator.evaluate((element) => [...document.querySelectorAll('*')].indexOf(element));
}

function headerParts(page: Page) {
  const header = page.locator('article header').first();
  return {
    'Back to Blog': header.getByRole('link', { name: 'Back to Blog' }),
    title: header.getByRole('heading', { level: 1 }),
    date: header.locator('time').first(),
    'reading time': header.getByText(/^\d+ min read$/),
    'category badge': header.locator('a[href^="/blog/category/"]'),
    'tag badges': header.getByRole('list', { name: 'Tags' }),
  };
}

// The default layout, then the two posts with layouts of their own.
const posts = [
  'attic-ventilation-houston-heat',
  'houston-roof-inspection-checklist',
  'roof-replacement-day-by-day',
];

for (const slug of posts) {
  test(`/blog/${slug}: Back to Blog, title, date, reading time, category, tags`, async ({
    page,
  }) => {
    await openPage(page, `/blog/${slug}`);
    const parts = headerParts(page);
    const order: string[] = [];
    const positions: Array<[string, number]> = [];
    for (const [name, locator] of Object.entries(parts)) {
      await expect(locator, `${name} in the post's header`).toHaveCount(1);
      positions.push([name, await documentIndex(locator)]);
    }
    positions.sort((a, b) => a[1] - b[1]);
    for (const [name] of positions) order.push(name);
    expect(order).toEqual(Object.keys(parts));
  });
}
