/**
 * The blog as crawlers and slow phones get it: rendered on request by the renderBlog
 * function behind Hosting's rewrites. A plain HTTP GET (no JavaScript) returns the text
 * and the metadata; the sitemap and the RSS feed list exactly the published posts; the page
 * carries its data once, as HTML; and the app, when it starts, hydrates from the data the
 * function read for the page (fetched from the page's data address) without reading Firestore.
 */
import { markdownToPlainText } from '@altum/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedArticles } from '../../scripts/seed/blog/articles';
import { seedCategories } from '../../scripts/seed/blog/taxonomy';
import { openPage, pageIdle, startApp } from './support/app';

const SITE = 'https://altumroofing.com';
const published = seedArticles.filter((article) => article.status === 'published');
const unpublished = seedArticles.filter((article) => article.status !== 'published');
const post = seedArticles.find((a) => a.slug === 'how-to-choose-a-roofing-contractor-houston');
if (!post) throw new Error('seed article missing');
const category = seedCategories.find((c) => c.slug === post.categorySlug);
if (!category) throw new Error('seed category missing');

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page as a crawler reads it: status, headers, head tags, JSON-LD and visible text. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) =>
    [
      ...head.matchAll(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*content="([^"]*)"`, 'g')),
    ].map((m) => decode(m[1] ?? ''));
  const title = decode(head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '');
  const canonical = head.match(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/)?.[1];
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
  const text = decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
  return { response, html, meta, title, canonical, jsonLd, text };
}

test.describe('a plain GET', () => {
  test('of a post returns its text, head and structured data, cached for minutes', async ({
    request,
  }) => {
    const page = await crawl(request, `/blog/${post.slug}`);
    expect(page.response.status()).toBe(200);
    expect(page.response.headers()['content-type']).toContain('text/html');
    expect(page.response.headers()['cache-control']).toBe('public, max-age=60, s-maxage=300');
    // The whole article, not a loading state.
    expect(page.text).toContain(post.title);
    // Every block's words (markup gone; spaces aside, which tags move around links).
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    for (const block of post.paragraphs) {
      expect(squeezed(page.text)).toContain(squeezed(markdownToPlainText(block)));
    }
    expect(page.text).toContain('Related Articles');
    expect(page.text).not.toContain('Loading articles...');

    const title = post.seoTitle ?? post.title;
    const description = post.seoDescription ?? post.excerpt;
    const url = `${SITE}/blog/${post.slug}`;
    expect(page.title).toBe(title);
    expect(page.meta('name', 'description')).toEqual([description]);
    expect(page.meta('name', 'keywords')).toEqual([post.seoKeywords.join(', ')]);
    expect(page.canonical).toBe(url);
    expect(page.meta('property', 'og:type')).toEqual(['article']);
    expect(page.meta('property', 'og:title')).toEqual([title]);
    expect(page.meta('property', 'og:description')).toEqual([description]);
    expect(page.meta('property', 'og:url')).toEqual([url]);
    expect(page.meta('property', 'og:image')).toHaveLength(1);
    expect(page.meta('property', 'article:published_time')).toEqual([
      new Date(post.publishDate ?? '').toISOString(),
    ]);
    expect(page.meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('name', 'twitter:title')).toEqual([title]);
    expect(page.meta('name', 'twitter:description')).toEqual([description]);
    expect(page.meta('name', 'twitter:image')).toHaveLength(1);

    const posting = page.jsonLd.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      url,
      datePublished: new Date(post.publishDate ?? '').toISOString(),
      dateModified: expect.any(String),
      author: { '@type': 'Person', name: expect.any(String) },
      image: expect.stringMatching(/^https?:\/\//),
    });
    const trail = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(trail?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
      {
        '@type': 'ListItem',
        position: 3,
        name: category.name,
        item: `${SITE}/blog/category/${category.slug}`,
      },
      { '@type': 'ListItem', position: 4, name: post.title, item: url },
    ]);
  });

  test('of a post carries the article once, and names the address of its data', async ({
    request,
  }) => {
    const page = await crawl(request, `/blog/${post.slug}`);
    const longest = [...post.paragraphs].sort((a, b) => b.length - a.length)[0] ?? '';
    // As HTML only: no embedded copy of the data (JSON) beside it. The paragraph's last words:
    // plain text, with no formatting of the Markdown inside them.
    const occurrences = (text: string) =>
      text.split(markdownToPlainText(longest).slice(-60)).length - 1;
    expect(occurrences(decode(page.html))).toBe(1);
    expect(page.html).not.toContain('type="application/json"');
    const address = page.html.match(/<div id="root"[^>]*data-server-data="([^"]+)"/)?.[1];
    // The data's address names the version of the data the page was rendered from.
    expect(address).toMatch(new RegExp(`^/blog/_data/${post.slug}\\?v=[0-9a-z]+$`));

    const data = await request.get(address ?? '');
    expect(data.status()).toBe(200);
    expect(data.headers()['content-type']).toContain('application/json');
    expect(data.headers()['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const entries = (await data.json()) as Array<[unknown[], Record<string, unknown> | null]>;
    expect(entries.map(([key]) => key[1])).toEqual(['post', 'tags', 'related']);
    const [, served] = entries[0] ?? [];
    expect(served?.['title']).toBe(post.title);
    expect(String(served?.['content'])).toContain(longest);
  });

  test('of a post with a featured image opens the connection to its origin from the head', async ({
    request,
  }) => {
    const illustrated = published.find((article) => article.image);
    if (!illustrated) throw new Error('the seed has no published post with an image');
    const page = await crawl(request, `/blog/${illustrated.slug}`);
    const image = page.meta('property', 'og:image')[0] ?? '';
    expect(new URL(image).origin).not.toBe(SITE);
    // The image is the page's largest paint and comes from Storage, another origin.
    expect(page.html.slice(0, page.html.indexOf('</head>'))).toContain(
      `<link data-prerendered="" rel="preconnect" href="${new URL(image).origin}"/>`,
    );
  });

  test('of /blog lists the published posts with the blog head', async ({ request }) => {
    const page = await crawl(request, '/blog');
    expect(page.response.status()).toBe(200);
    expect(page.response.headers()['cache-control']).toBe('public, max-age=60, s-maxage=300');
    for (const article of published) expect(page.text).toContain(article.title);
    for (const article of unpublished) expect(page.text).not.toContain(article.title);
    expect(page.title).toBe('Roofing Blog for Houston Homeowners | Altum Roofing');
    expect(page.meta('name', 'description')[0]).toMatch(/^Roofing advice for Houston homeowners/);
    expect(page.meta('name', 'keywords')).toHaveLength(1);
    expect(page.canonical).toBe(`${SITE}/blog`);
    expect(page.meta('property', 'og:url')).toEqual([`${SITE}/blog`]);
    expect(page.meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });

  test('of a category page lists its published posts with its head', async ({ request }) => {
    const page = await crawl(request, `/blog/category/${category.slug}`);
    expect(page.response.status()).toBe(200);
    expect(page.text).toContain(category.description);
    const own = published.filter((a) => a.categorySlug === category.slug);
    expect(own.length).toBeGreaterThan(0);
    for (const article of own) expect(page.text).toContain(article.title);
    for (const article of published.filter((a) => a.categorySlug !== category.slug)) {
      expect(page.text).not.toContain(article.excerpt);
    }
    expect(page.title).toBe(`${category.name} | Altum Roofing Blog`);
    expect(page.meta('name', 'description')).toEqual([category.description]);
    expect(page.meta('name', 'keywords')).toHaveLength(1);
    expect(page.canonical).toBe(`${SITE}/blog/category/${category.slug}`);
    expect(page.meta('property', 'og:title')).toEqual([`${category.name} | Altum Roofing Blog`]);
    expect(page.meta('name', 'twitter:title')).toEqual([`${category.name} | Altum Roofing Blog`]);
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });

  test('of a category page fetches its first card’s image first, its origin opened from the head', async ({
    request,
  }) => {
    const newestOf = (slug: string) =>
      published
        .filter((a) => a.categorySlug === slug)
        .sort((a, b) => (b.publishDate ?? '').localeCompare(a.publishDate ?? ''))[0];
    const illustrated = seedCategories.find((c) => newestOf(c.slug)?.image);
    if (!illustrated) throw new Error('no seed category opens with an illustrated post');
    const page = await crawl(request, `/blog/category/${illustrated.slug}`);
    // On a phone the hero is short and that image is the page's largest paint: not lazy.
    const images = [...page.html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(1);
    // HTML attribute names are case-insensitive; React writes fetchPriority.
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[0]).toContain('loading="eager"');
    for (const rest of images.slice(1)) expect(rest).toContain('loading="lazy"');
    const origin = new URL(images[0]?.match(/src="([^"]+)"/)?.[1] ?? '').origin;
    expect(origin).not.toBe(SITE);
    expect(page.html.slice(0, page.html.indexOf('</head>'))).toContain(
      `<link data-prerendered="" rel="preconnect" href="${origin}"/>`,
    );
  });

  test('of a missing, draft or archived post answers 404 with Article Not Found', async ({
    request,
  }) => {
    for (const slug of ['no-such-article', ...unpublished.map((a) => a.slug)]) {
      const page = await crawl(request, `/blog/${slug}`);
      expect(page.response.status(), slug).toBe(404);
      expect(page.text).toContain('Article Not Found');
      expect(page.text).toContain('Return to Blog');
      expect(page.meta('name', 'robots')).toEqual(['noindex']);
      for (const article of unpublished) expect(page.html).not.toContain(article.title);
    }
    const category404 = await crawl(request, '/blog/category/no-such-category');
    expect(category404.response.status()).toBe(404);
    expect(category404.text).toContain('Category Not Found');
  });
});

test.describe('feeds', () => {
  test('/robots.txt keeps crawlers out of the admin and points them at the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('Disallow: /admin');
    // Absolute, on the same origin the sitemap's own URLs use.
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect((await request.get('/sitemap.xml')).status()).toBe(200);
  });

  test('/sitemap.xml lists the public pages and exactly the published posts', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    expect(response.headers()['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    const locs = urls.map((m) => m[1]);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/about`);
    expect(locs).toContain(`${SITE}/blog`);
    const postLocs = locs.filter((loc) => /\/blog\/(?!category\/)[^/]+$/.test(loc ?? ''));
    expect(postLocs.sort()).toEqual(published.map((a) => `${SITE}/blog/${a.slug}`).sort());
    const categoryLocs = locs.filter((loc) => loc?.includes('/blog/category/'));
    expect(categoryLocs.sort()).toEqual(
      seedCategories
        .filter((c) => published.some((a) => a.categorySlug === c.slug))
        .map((c) => `${SITE}/blog/category/${c.slug}`)
        .sort(),
    );
    // Every blog entry says when it last changed.
    for (const match of urls.filter((m) => m[1]?.includes('/blog'))) {
      expect(Number.isNaN(Date.parse(match[2] ?? ''))).toBe(false);
    }
    for (const article of unpublished) expect(xml).not.toContain(article.slug);
  });

  test('/blog/rss.xml is RSS 2.0 of exactly the published posts, newest first', async ({
    request,
    page,
  }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    expect(response.headers()['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const xml = await response.text();
    // Parsed by the browser's own XML parser: well-formed, and read as a tree.
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const channel = doc.querySelector('rss > channel');
      const child = (node: Element | null | undefined, name: string) =>
        node?.getElementsByTagName(name)[0]?.textContent ?? null;
      return {
        error,
        version: doc.documentElement.getAttribute('version'),
        title: child(channel, 'title'),
        link: child(channel, 'link'),
        description: child(channel, 'description'),
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: child(item, 'title'),
          link: child(item, 'link'),
          guid: child(item, 'guid'),
          description: child(item, 'description'),
          pubDate: child(item, 'pubDate'),
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.title).toBe('Altum Roofing Blog');
    expect(feed.link).toBe(`${SITE}/blog`);
    expect(feed.description).toBeTruthy();
    const newestFirst = [...published].sort((a, b) =>
      (b.publishDate ?? '').localeCompare(a.publishDate ?? ''),
    );
    expect(feed.items).toEqual(
      newestFirst.map((a) => ({
        title: a.title,
        link: `${SITE}/blog/${a.slug}`,
        guid: `${SITE}/blog/${a.slug}`,
        description: a.excerpt,
        pubDate: new Date(a.publishDate ?? '').toUTCString(),
      })),
    );
  });
});

test.describe('hydration', () => {
  /** Requests to the Firestore emulator (or Firestore itself) made by the page. */
  function firestoreRequests(page: Page) {
    const urls: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes(':8080/') || url.includes('firestore.googleapis.com')) urls.push(url);
    });
    return urls;
  }

  test('a post page hydrates from its data without reading Firestore', async ({ page }) => {
    const requests = firestoreRequests(page);
    const data: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/blog/_data')) data.push(request.url());
    });
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    // Not before the app starts: a reader who never taps downloads the data once, as HTML.
    await pageIdle(page);
    expect(data).toEqual([]);
    await startApp(page);
    expect(data.map((url) => new URL(url).pathname)).toEqual([`/blog/_data/${post.slug}`]);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    // Once the hydrated page is idle, any query a stale cache would start has started.
    await pageIdle(page);
    expect(requests).toEqual([]);
    // Interactive: a client-side move to the category page works.
    await page.getByRole('link', { name: category.name }).first().click();
    await expect(page).toHaveURL(`/blog/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  });

  test('/blog hydrates without reading Firestore, and its search works at once', async ({
    page,
  }) => {
    const requests = firestoreRequests(page);
    await openPage(page, '/blog');
    await pageIdle(page);
    expect(requests).toEqual([]);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('hail');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=hail$/);
    await expect(page.getByText('Loading articles...')).toHaveCount(0);
    // The search is read when asked for (the published summaries by a title word, then the
    // matching posts), not with the page: the page holds 24 posts of thousands.
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });
});
