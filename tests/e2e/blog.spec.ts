/**
 * The public blog on the local stack with its seed data: the list with search (title words)
 * and category filter in the URL (its pages: blog-pages.spec.ts), post pages with related articles, category pages, the not-found states,
 * and unpublished posts kept out of sight.
 */
import { markdownToPlainText } from '@altum/domain';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorAdminApp } from '../../scripts/seed/admin';
import { seedArticles } from '../../scripts/seed/blog/articles';
import { seedCategories, seedTags } from '../../scripts/seed/blog/taxonomy';
import { openPage, startApp } from './support/app';

const published = seedArticles
  .filter((article) => article.status === 'published')
  .sort((a, b) => (b.publishDate as string).localeCompare(a.publishDate as string));
const unpublished = seedArticles.filter((article) => article.status !== 'published');
const article = (slug: string) => {
  const found = seedArticles.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No seed article ${slug}`);
  return found;
};
const titles = (articles: readonly { title: string }[]) => articles.map((a) => a.title);
/** The published posts a one-word search finds: a word of the title starts with it. */
const matching = (q: string) =>
  published.filter((a) =>
    a.title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .some((word) => word.startsWith(q.toLowerCase())),
  );

const cards = (page: Page) => page.getByTestId('post-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading');

async function openBlog(page: Page, path = '/blog') {
  await openPage(page, path);
  // Generous: the first read of a cold emulator stack can take several seconds.
  await expect(page.getByText('Loading articles...')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('/blog', () => {
  test('lists every published post, newest first, as complete cards', async ({ page }) => {
    await openBlog(page);
    await expect(cardTitles(page)).toHaveText(titles(published));
    for (const hidden of unpublished) await expect(page.getByText(hidden.title)).toHaveCount(0);

    const newest = published[0];
    if (!newest) throw new Error('no published seed article');
    const card = cards(page).first();
    await expect(card.locator('img')).toHaveAttribute('src', /blog-images%2Fblog%2F/);
    await expect(card.getByText(newest.excerpt)).toBeVisible();
    await expect(card.locator('time')).toHaveText('November 3, 2026');
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Read Article' })).toHaveAttribute(
      'href',
      `/blog/${newest.slug}`,
    );
    const category = seedCategories.find((c) => c.slug === newest.categorySlug);
    await expect(card.getByText(category?.name ?? '', { exact: true })).toBeVisible();
    // A post without an image gets the designed fallback, never a broken image.
    const withoutImage = published.find((a) => !a.image);
    await expect(
      cards(page)
        .filter({ hasText: withoutImage?.title ?? '' })
        .getByTestId('post-image-fallback'),
    ).toBeVisible();
  });

  test('searches titles on Enter, with the query in the URL', async ({ page }) => {
    await openBlog(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('hail');
    // Typing alone does not filter.
    await expect(cards(page)).toHaveCount(published.length);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=hail$/);
    await expect(cardTitles(page)).toHaveText(titles(matching('hail')));
  });

  test('searches on the Search button, and says when nothing matches', async ({ page }) => {
    await openBlog(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('ATTIC');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=ATTIC/);
    await expect(cardTitles(page)).toHaveText(titles(matching('attic')));

    await search.fill('solar panels on a tile roof');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No articles found.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // A shared link opens the same search.
    await openBlog(page, '/blog?q=attic');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('attic');
    await expect(cardTitles(page)).toHaveText(titles(matching('attic')));
  });

  test('filters by category through the URL, and Back returns to the previous filter', async ({
    page,
  }) => {
    await openBlog(page);
    const filters = page.getByRole('navigation', { name: 'Categories' });
    await expect(filters.getByRole('link')).toHaveText([
      'All Posts',
      ...[...seedCategories].sort((a, b) => a.name.localeCompare(b.name)).map((c) => c.name),
    ]);

    await filters.getByRole('link', { name: 'Insurance Claims' }).click();
    await expect(page).toHaveURL(/\/blog\?category=insurance-claims$/);
    const claims = published.filter((a) => a.categorySlug === 'insurance-claims');
    await expect(cardTitles(page)).toHaveText(titles(claims));
    await expect(filters.getByRole('link', { name: 'Insurance Claims' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(filters.locator('[aria-current]')).toHaveCount(1);

    await filters.getByRole('link', { name: 'Storm & Hail Damage' }).click();
    await expect(page).toHaveURL(/category=storm-damage$/);
    await expect(cardTitles(page)).toHaveText(
      titles(published.filter((a) => a.categorySlug === 'storm-damage')),
    );

    await page.goBack();
    await expect(page).toHaveURL(/category=insurance-claims$/);
    await expect(cardTitles(page)).toHaveText(titles(claims));
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(published.length);

    // Search and category together, from a shared link; All Posts keeps the search.
    await openBlog(page, '/blog?category=storm-damage&q=hail');
    await expect(cardTitles(page)).toHaveText(
      titles(matching('hail').filter((a) => a.categorySlug === 'storm-damage')),
    );
    await filters.getByRole('link', { name: 'All Posts' }).click();
    await expect(page).toHaveURL(/\/blog\?q=hail$/);
    await expect(cardTitles(page)).toHaveText(titles(matching('hail')));
  });
});

test.describe('/blog/{slug}', () => {
  test('shows the post with its parts, metadata and related articles', async ({ page }) => {
    const post = article('attic-ventilation-houston-heat');
    await openBlog(page);
    await cards(page)
      .filter({ hasText: post.title })
      .getByRole('link', { name: 'Read Article' })
      .click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('article time').first()).toHaveText('August 5, 2026');
    await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Maintenance & Repairs' })).toHaveAttribute(
      'href',
      '/blog/category/maintenance-repairs',
    );
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      post.tagSlugs.map((slug) => seedTags.find((tag) => tag.slug === slug)?.name ?? slug),
    );
    await expect(page.locator('article figure img')).toHaveAttribute('src', /attic\.png/);
    // The content as Markdown renders it: its subheadings, and every block's words.
    const content = page.getByTestId('post-content');
    await expect(content.locator('h2')).toHaveText(
      post.paragraphs.filter((block) => block.startsWith('## ')).map((block) => block.slice(3)),
    );
    for (const block of post.paragraphs)
      await expect(content).toContainText(markdownToPlainText(block));

    // Up to three other published posts of the same category, newest first.
    const related = published
      .filter((a) => a.categorySlug === post.categorySlug && a.slug !== post.slug)
      .slice(0, 3);
    expect(related).toHaveLength(3);
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titles(related));

    await expect(page).toHaveTitle(post.seoTitle ?? post.title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      post.seoDescription ?? post.excerpt,
    );
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      post.seoKeywords.join(', '),
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://altumroofing.com/blog/${post.slug}`,
    );
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /attic\.png/,
    );
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      /attic\.png/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: post.title });

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('falls back to the title and excerpt when a post has no SEO fields', async ({ page }) => {
    const post = article('gutters-and-your-roof');
    expect(post.seoTitle).toBeUndefined();
    await openBlog(page, `/blog/${post.slug}`);
    await expect(page).toHaveTitle(post.title);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      post.excerpt,
    );
    await expect(page.locator('article figure')).toHaveCount(0);
  });

  test('shows Article Not Found for a missing post', async ({ page }) => {
    await openBlog(page, '/blog/no-such-article');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(published.length);
  });

  for (const hidden of unpublished) {
    test(`never shows the ${hidden.status} post, by link or by search`, async ({ page }) => {
      await openBlog(page, `/blog/${hidden.slug}`);
      await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
      await expect(page.getByText(hidden.title)).toHaveCount(0);

      await openBlog(page, `/blog?q=${encodeURIComponent(hidden.title)}`);
      await expect(page.getByText('No articles found.')).toBeVisible();
      await openBlog(page, `/blog/category/${hidden.categorySlug}`);
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByText(hidden.title)).toHaveCount(0);
    });
  }
});

test.describe('/blog/category/{slug}', () => {
  test('shows the category hero and its published posts, newest first', async ({ page }) => {
    const category = seedCategories.find((c) => c.slug === 'storm-damage');
    if (!category) throw new Error('no storm-damage category');
    await openBlog(page, `/blog/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByText(category.description)).toBeVisible();
    await expect(cardTitles(page)).toHaveText(
      titles(published.filter((a) => a.categorySlug === category.slug)),
    );
    await page.getByRole('link', { name: 'Back to All Posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a post’s category badge leads to its category page', async ({ page }) => {
    await openBlog(page, '/blog/roof-replacement-day-by-day');
    await page.getByRole('link', { name: 'Buying Guides' }).click();
    await expect(page).toHaveURL('/blog/category/buying-guides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buying Guides');
  });

  test('says when a category has no published articles yet', async ({ page }) => {
    const db = getFirestore(emulatorAdminApp());
    const empty = db.doc('categories/e2e-empty-category');
    await empty.set({
      name: 'Skylights',
      slug: 'e2e-empty-category',
      description: 'Skylights and sun tunnels.',
    });
    try {
      await openBlog(page, '/blog/category/e2e-empty-category');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skylights');
      await expect(page.getByText('No articles in this category yet.')).toBeVisible();
    } finally {
      await empty.delete();
    }
  });

  test('shows Category Not Found for an unknown category', async ({ page }) => {
    await openBlog(page, '/blog/category/no-such-category');
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('@mobile the blog reads in one column on a phone', async ({ page }) => {
  await openBlog(page);
  const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
  const a = await first.boundingBox();
  const b = await second.boundingBox();
  expect(a && b && b.y > a.y + a.height - 1).toBe(true);
  expect(a && a.width).toBeGreaterThan(300);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test.describe('custom post layouts', () => {
  test('the inspection checklist ticks on the device, prints on its own and ends with a call to book', async ({
    page,
  }) => {
    const post = article('houston-roof-inspection-checklist');
    const sections = post.paragraphs.filter((line) => /^[^.!?]{1,60}:$/.test(line));
    const itemCount = post.paragraphs.length - sections.length - 2; // minus intro and closing
    await openBlog(page, `/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('heading', { level: 2 })).toContainText(
      sections.map((title) => title.slice(0, -1)),
    );
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(itemCount);
    const progress = page.getByRole('status').filter({ hasText: 'checked' });
    await expect(progress).toHaveText(`0 of ${itemCount} checked`);

    await page.getByText(post.paragraphs[2] as string).click();
    await boxes.nth(3).check();
    await expect(progress).toHaveText(`2 of ${itemCount} checked`);
    // Kept on this device: still ticked after a reload.
    await page.reload();
    // A post starts its app on the first input, as every public page does.
    await startApp(page);
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(3)).toBeChecked();
    await expect(progress).toHaveText(`2 of ${itemCount} checked`);

    // On paper only the checklist shows: no site header, toolbar or related articles.
    await expect(page.getByRole('button', { name: 'Print checklist' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(post.paragraphs[2] as string)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print checklist' })).toBeHidden();
    await expect(page.getByRole('banner').first()).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Clear ticks' }).click();
    await expect(progress).toHaveText(`0 of ${itemCount} checked`);

    const cta = page.getByRole('complementary', { name: /professional/ });
    await expect(cta.getByRole('link', { name: 'Get Free Inspection' })).toHaveAttribute(
      'href',
      '/book-inspection',
    );
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  });

  test('the example post walks through the replacement as numbered steps', async ({ page }) => {
    const post = article('roof-replacement-day-by-day');
    await openBlog(page, `/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(post.paragraphs.length - 2);
    await expect(steps.first().getByRole('heading')).toHaveText(
      'It starts with a free inspection, which takes 45 to 90 minutes.',
    );
    await expect(page.getByText(post.paragraphs.at(-1) as string)).toBeVisible();
    await expect(page.locator('article figure img')).toHaveAttribute('src', /replacement\.png/);
    await expect(
      page
        .getByRole('complementary', { name: 'Start with a free inspection' })
        .getByRole('link', { name: 'Get Free Inspection' }),
    ).toHaveAttribute('href', '/book-inspection');
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(
      titles(published.filter((a) => a.categorySlug === post.categorySlug && a.slug !== post.slug)),
    );
  });
});

for (const route of [
  '/blog',
  '/blog/attic-ventilation-houston-heat',
  '/blog/houston-roof-inspection-checklist',
  '/blog/roof-replacement-day-by-day',
  '/blog/category/storm-damage',
]) {
  test(`@mobile ${route} has no serious or critical axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBlog(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(blocking).toEqual([]);
  });
}
