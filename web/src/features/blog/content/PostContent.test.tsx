/**
 * The post renderer: every element a post may hold, hostile input rendered inert, posts
 * written before Markdown unchanged, and the server's markup equal to the browser's for every
 * seed post.
 */
import { toParagraphs } from '@altum/domain';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seedArticles } from '../../../../../scripts/seed/blog/articles';
import { legacyParagraphs } from './legacyContent.fixture';
import { PostContent } from './PostContent';

/** A router around the content, as on the post page (internal links are router links). */
async function routerFor(content: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <PostContent content={content} /> }),
    history: createMemoryHistory({ initialEntries: ['/blog/a-post'] }),
  });
  await router.load();
  return router;
}

/** The server's markup of a post's content. */
async function serverHtml(content: string): Promise<string> {
  return renderToString(<RouterProvider router={await routerFor(content)} />);
}

/** Markup without React's marks of the router's Suspense boundary (<!--$-->, <!--/$-->). */
const withoutMarks = (html: string) => html.replace(/<!--\/?\$-->/g, '');

/** The content as a DOM tree (server markup, parsed). */
async function render(content: string): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.innerHTML = withoutMarks(await serverHtml(content));
  return host;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

describe('allowed elements', () => {
  it('renders headings h2 to h4, clamping # to h2 and ##### to h4 (the page keeps one h1)', async () => {
    const html = await render(
      '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
    );
    expect([...html.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => h.tagName)).toEqual([
      'H2',
      'H2',
      'H3',
      'H4',
      'H4',
      'H4',
    ]);
    expect(html.querySelector('h3')?.textContent).toBe('Three');
  });

  it('renders bold, italic and code spans', async () => {
    const html = await render('A **bold** and *italic* and _also_ word, `a <b> code`.');
    expect(html.querySelector('p strong')?.textContent).toBe('bold');
    expect([...html.querySelectorAll('p em')].map((em) => em.textContent)).toEqual([
      'italic',
      'also',
    ]);
    expect(html.querySelector('code')?.textContent).toBe('a <b> code');
  });

  it('renders ordered lists (with their start) and unordered lists, with inline formatting', async () => {
    const html = await render('- one\n- **two**\n\n3. three\n4. four');
    expect([...html.querySelectorAll('ul > li')].map((li) => li.innerHTML)).toEqual([
      'one',
      '<strong>two</strong>',
    ]);
    const ol = html.querySelector('ol');
    expect(ol?.getAttribute('start')).toBe('3');
    expect([...(ol?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'three',
      'four',
    ]);
  });

  it('renders a loose list (items apart) with the items inline, and nested lists', async () => {
    const html = await render('1. first\n\n2. second\n   - nested');
    expect(html.querySelector('ol > li')?.innerHTML).toBe('first');
    expect(html.querySelector('ol li ul li')?.textContent).toBe('nested');
  });

  it('renders block quotes, one paragraph per line inside', async () => {
    const html = await render('> A quote\n> on two lines');
    expect([...html.querySelectorAll('blockquote > p')].map((p) => p.textContent)).toEqual([
      'A quote',
      'on two lines',
    ]);
  });

  it('renders tables with a header row, column scope and alignment', async () => {
    const html = await render('| Material | Life |\n|---|--:|\n| Shingles | **20** years |');
    expect([...html.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Material',
      'Life',
    ]);
    expect(html.querySelector('th')?.getAttribute('scope')).toBe('col');
    const cells = html.querySelectorAll('tbody td');
    expect(cells[1]?.innerHTML).toBe('<strong>20</strong> years');
    expect((cells[1] as HTMLElement).style.textAlign).toBe('right');
  });

  it('renders horizontal rules', async () => {
    expect((await render('Before\n\n---\n\nAfter')).querySelectorAll('hr')).toHaveLength(1);
  });

  it('renders internal links as router links and external ones with rel', async () => {
    const html = await render(
      '[Book](/book-inspection), [part](/blog/x#faq), [home](https://altumroofing.com/services/roof-repair), [them](https://example.com/a), [spam](https://example.org "nofollow"), [mail](mailto:office@example.com)',
    );
    const links = [...html.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/book-inspection',
      '/blog/x#faq',
      '/services/roof-repair',
      'https://example.com/a',
      'https://example.org',
      'mailto:office@example.com',
    ]);
    // The router's links carry its attributes; links to other sites do not, and get rel.
    expect(links[0]?.hasAttribute('rel')).toBe(false);
    expect(links[2]?.hasAttribute('rel')).toBe(false);
    expect(links[3]?.getAttribute('rel')).toBe('noopener');
    expect(links[4]?.getAttribute('rel')).toBe('noopener nofollow');
    expect(links[4]?.hasAttribute('title')).toBe(false);
  });

  it('renders a library image with its WebP copies, srcset, width and height', async () => {
    const path = encodeURIComponent('blog-images/blog/abc123/roof.jpg');
    const original = `http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/${path}?alt=media&token=t1`;
    const html = await render(`![A new roof](${original}#1200x800)`);
    const img = html.querySelector('figure > img');
    expect(img?.getAttribute('alt')).toBe('A new roof');
    expect(img?.getAttribute('src')).toBe(original);
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('800');
    const variant = (width: number) =>
      `http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/${encodeURIComponent(`blog-images/variants/blog/abc123/roof.jpg/${width}.webp`)}?alt=media`;
    expect(img?.getAttribute('srcset')).toBe(
      `${variant(480)} 480w, ${variant(960)} 960w, ${original} 1200w`,
    );
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('renders any other image as a plain image', async () => {
    const img = (await render('Look: ![Gutter](https://example.com/g.png) here')).querySelector(
      'p > img',
    );
    expect(img?.getAttribute('src')).toBe('https://example.com/g.png');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });

  it('reads character references in text', async () => {
    expect((await render('Tom &amp; Jerry &#8217; &copy;')).textContent).toBe('Tom & Jerry ’ ©');
  });
});

describe('hostile input renders inert', () => {
  const hostile = [
    '<script>alert(1)</script>',
    'Text <script>alert(1)</script> inline',
    '<img src=x onerror="alert(1)">',
    'Inline <img src=x onerror=alert(1)> image',
    '<div onclick="alert(1)">block</div>',
    '<iframe src="https://evil.example"></iframe>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](java\tscript:alert(1))',
    '[click](vbscript:msgbox(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](//evil.example/x)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![x" onerror="alert(1)](https://example.com/a.png)',
    '[x](https://example.com/" onmouseover="alert(1))',
    '<a href="javascript:alert(1)">a</a>',
  ];

  it.each(hostile)('%s', async (content) => {
    const html = await render(content);
    expect(
      html.querySelector(
        'script, iframe, div, a[href^="javascript"], [onerror], [onclick], [onmouseover], [onload]',
      ),
    ).toBeNull();
    for (const element of html.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
  });

  it('shows raw HTML as the text it is', async () => {
    const html = await render('<script>alert(1)</script>\n\nA <b>bold</b> claim');
    expect(html.querySelector('b')).toBeNull();
    expect([...html.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '<script>alert(1)</script>',
      'A <b>bold</b> claim',
    ]);
  });

  it('keeps the text of a refused link, without a link', async () => {
    const html = await render('[Call us](javascript:alert(1)) today');
    expect(html.querySelector('a')).toBeNull();
    expect(html.textContent).toBe('Call us today');
  });
});

describe('posts written before Markdown', () => {
  /** How the page rendered content before: one paragraph per line. */
  const before = (content: string) =>
    renderToStaticMarkup(
      <>
        {toParagraphs(content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </>,
    );

  it('still has one paragraph per line, blank lines or not, any line ending', async () => {
    const content =
      'First line of the post.\nSecond line, right after.\r\n\r\nThird, after a blank line.\r  Fourth, indented.\n\n\n      Fifth, indented far.';
    expect((await render(content)).innerHTML).toBe(before(content));
  });

  it('renders the seed articles as they were before Markdown exactly as before', async () => {
    for (const content of [legacyParagraphs.join('\n'), legacyParagraphs.join('\n\n')]) {
      expect((await render(content)).innerHTML).toBe(before(content));
    }
  });
});

describe('server and browser', () => {
  it.each(seedArticles.map((article) => [article.slug, article] as const))(
    '%s: hydrates the server markup unchanged, and a client render matches it',
    async (_slug, article) => {
      const content = article.paragraphs.join('\n\n');
      const server = await serverHtml(content);

      const hydrated = document.createElement('div');
      hydrated.innerHTML = server;
      document.body.appendChild(hydrated);
      containers.push(hydrated);
      const errors: unknown[] = [];
      const router = await routerFor(content);
      await act(async () => {
        hydrateRoot(hydrated, <RouterProvider router={router} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      expect(hydrated.innerHTML).toBe(server);

      const client = document.createElement('div');
      document.body.appendChild(client);
      containers.push(client);
      const clientRouter = await routerFor(content);
      await act(async () => {
        createRoot(client).render(<RouterProvider router={clientRouter} />);
      });
      expect(client.innerHTML).toBe(withoutMarks(server));
    },
  );
});
