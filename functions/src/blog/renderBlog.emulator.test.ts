/**
 * The blog function's answers against the Firestore emulator, with the built server bundle
 * (lib/web, from `npm run build`): a page carries its data once, as HTML, and the data the
 * app then fetches for it is what the page was rendered from, with no second read.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { seedArticles } from '../../../scripts/seed/blog/articles';
import { seedPostId } from '../../../scripts/seed/blog/seedBlog';
import { seed } from '../../../scripts/seed/seed';
import { countFirestoreReads } from '../../../scripts/load/readCounter';
import {
  answer,
  canonicalRedirect,
  DATA_VERSION_PARAM,
  loadSite,
  RecentPageData,
  RecentResponses,
  respond,
} from './renderBlog';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

beforeAll(async () => {
  const documents = `${emulatorUrl('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const cleared = await fetch(documents, { method: 'DELETE' });
  if (!cleared.ok) throw new Error(`Could not clear the Firestore emulator: ${cleared.status}`);
  await seed({ log: () => undefined });
  app = initializeApp({ projectId: PROJECT_ID }, 'render-blog-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const article = seedArticles.find((a) => a.slug === 'signs-of-a-roof-leak');
if (!article) throw new Error('seed article missing');
const site = () => loadSite(new URL('../../lib/web/', import.meta.url));
const get = async (path: string, recent: RecentPageData) =>
  respond(db, await site(), new URL(path, 'http://localhost'), recent);
/** The data address a page names (an HTML attribute: `&amp;` is `&`). */
const dataAddress = (html: string) =>
  (/data-server-data="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');
const servedTitle = (body: string) => {
  const entries = JSON.parse(body) as Array<[unknown[], { title?: string } | null]>;
  return entries.find(([key]) => key[1] === 'post')?.[1]?.title;
};

describe('renderBlog', () => {
  it('serves a post with its article once and the address of its data', async () => {
    const page = await get(`/blog/${article.slug}`, new RecentPageData());
    expect(page.status).toBe(200);
    const paragraph = article.paragraphs[0]?.slice(0, 60) ?? '';
    expect(page.body.split(paragraph)).toHaveLength(2);
    expect(page.body).not.toContain('application/json');
    expect(page.body).toMatch(
      new RegExp(`data-server-data="/blog/_data/${article.slug}\\?v=[0-9a-z]+"`),
    );
    expect((await site()).entry.DATA_VERSION_PARAM).toBe(DATA_VERSION_PARAM);
  });

  it("answers a page's data with what the page was rendered from, reading nothing again", async () => {
    const recent = new RecentPageData();
    const ref = db.doc(`posts/${seedPostId(article.slug)}`);
    const page = await get(`/blog/${article.slug}`, recent);
    try {
      // Changed after the render: a second read would see it.
      await ref.update({ title: 'Changed after the render' });
      const data = await get(dataAddress(page.body), recent);
      expect(data.contentType).toContain('application/json');
      expect(servedTitle(data.body)).toBe(article.title);
      // An instance that did not render the page reads it.
      const elsewhere = await get(`/blog/_data/${article.slug}`, new RecentPageData());
      expect(servedTitle(elsewhere.body)).toBe('Changed after the render');
    } finally {
      await ref.update({ title: article.title });
    }
  });

  it('reads afresh when it kept another version of the data than the page asks for', async () => {
    // This instance rendered the post before a change; another instance renders it after.
    const here = new RecentPageData(300_000, 200, 0);
    const ref = db.doc(`posts/${seedPostId(article.slug)}`);
    await get(`/blog/${article.slug}`, here);
    try {
      await ref.update({ title: 'Changed before the second render' });
      const page = await get(`/blog/${article.slug}`, new RecentPageData());
      const address = dataAddress(page.body);
      const data = await get(address, here);
      expect(servedTitle(data.body)).toBe('Changed before the second render');
      // Asked again, it answers what it now keeps.
      const counter = countFirestoreReads();
      expect((await get(address, here)).body).toBe(data.body);
      expect(counter.reads).toBe(0);
    } finally {
      await ref.update({ title: article.title });
    }
  });

  it('answers UTM-tagged and canonical addresses from one render, reading nothing again', async () => {
    const counter = countFirestoreReads();
    const responses = new RecentResponses();
    const recent = new RecentPageData();
    let renders = 0;
    const loaded = await site();
    const counted = {
      ...loaded,
      entry: {
        ...loaded.entry,
        renderWithData: (...args: Parameters<typeof loaded.entry.renderWithData>) => {
          renders++;
          return loaded.entry.renderWithData(...args);
        },
      },
    };
    /** What the function does with a request: redirect a query it does not read, else answer. */
    const request = async (address: string) => {
      const redirect = canonicalRedirect(address);
      if (redirect !== null) return { redirect };
      return answer(db, counted, new URL(address, 'http://localhost'), responses, recent);
    };
    counter.reset();
    const first = await request('/blog?utm_source=news&utm_campaign=may');
    expect(renders).toBe(1);
    const readsOfFirst = counter.reads;
    expect(readsOfFirst).toBeGreaterThan(0);
    for (const address of ['/blog?utm_source=other', '/blog', '/blog?utm_campaign=x']) {
      expect(await request(address)).toEqual(first);
    }
    // Unknown parameters never reach a render: a redirect decided from the URL alone.
    expect(await request('/blog?fbclid=abc&gclid=1&x=2')).toEqual({ redirect: '/blog' });
    expect(await request('/blog?page=1')).toEqual({ redirect: '/blog' });
    expect(renders).toBe(1);
    expect(counter.reads).toBe(readsOfFirst);
    // Another page is another render.
    await request('/blog?q=roof');
    expect(renders).toBe(2);
  });

  it('renders a page beyond the list as 404, and names the data of a page with its query', async () => {
    const beyond = await get('/blog?page=40', new RecentPageData());
    expect(beyond.status).toBe(404);
    expect(beyond.body).toContain('Oops! Page not found');
    const search = await get('/blog?q=roof', new RecentPageData());
    expect(search.status).toBe(200);
    expect(search.body).toMatch(/data-server-data="\/blog\/_data\?q=roof&amp;v=[0-9a-z]+"/);
  });
});
