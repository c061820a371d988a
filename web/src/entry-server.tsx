/**
 * Server entry. At build, the prerender (build/prerender.ts) renders each marketing route
 * to static HTML with `render`. At request time, the blog function (functions/src/blog/
 * renderBlog.ts) renders blog routes with `renderWithData`, from data it read itself.
 * Either way the HTML holds the page, its styles and head tags before any script runs.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createAppRouter } from './app/router';
import type { ServerQueryData } from './app/serverData';
import { plainServerStyles } from './app/serverStyles';
import { offlinePagePath, publicPagePaths } from './content/publicPages';
import { blogKeys } from './features/blog/keys';

/** The blog's query keys: the server puts what it reads under the app's own keys. */
export { blogKeys };
export { fillServerPage, SERVER_PAGE_PLACEHOLDERS } from './app/serverPage';
/** The blog function answers a page's data address with the data it read for the page. */
export {
  DATA_VERSION_PARAM,
  dataVersion,
  pagePathOfData,
  serializeServerData,
} from './app/serverData';
/** The site's canonical origin (VITE_SITE_URL at build), for the sitemap and the feed. */
export { siteUrl } from './app/seo';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  appHtml: string;
  /** Title, meta and link tags for <head>. */
  headHtml: string;
  /** The collected styled-components styles, as a plain <style> tag (app/serverStyles.ts). */
  styleTags: string;
  /** 200, or 404 when the path matched no route. */
  status: number;
  /** Ids of the matched routes, so the prerender can preload their code-split chunks. */
  routeIds: string[];
}

/** Every public marketing route: home, about, booking and the six service pages. */
export const prerenderPaths = publicPagePaths;
/** The offline page, prerendered as a page of its own that runs no script. */
export { offlinePagePath };

/** React moves <title>, <meta> and <link> into <head>; here they are cut out of the body markup. */
const HOISTED_TAG = /<(title)\b[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;

export async function render(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return renderRouter(router, (app) => Promise.resolve(renderToString(app)));
}

/** React's mark of a Suspense boundary the server could not finish. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
/** Lazy parts nest at most a level or two deep; more is a bug (data missing from the cache). */
const LAZY_RENDER_ATTEMPTS = 5;

/**
 * Renders a route (path and query string) from data read on the server, put into the query
 * cache under the app's own keys. Waits for every lazy part (a post's own layout), so the
 * HTML is complete: a render that met an unloaded lazy component (React writes its fallback
 * and marks the boundary `<!--$!-->`) has started loading it, and is rendered again once it
 * is there. (React's streaming renderers would wait by themselves, but write the late parts
 * as hidden markup revealed by inline scripts, which the page's CSP does not allow and
 * crawlers do not run.) Data the page needs but was not given would be read through the browser
 * SDK, which the server bundle does not include: the render then fails loudly.
 */
export async function renderWithData(
  url: string,
  entries: ServerQueryData,
): Promise<PrerenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  const { queryClient } = router.options.context as { queryClient: QueryClient };
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  await router.load();
  return renderRouter(router, async (app) => {
    for (let attempt = 1; ; attempt++) {
      const html = renderToString(app);
      if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
      if (attempt === LAZY_RENDER_ATTEMPTS)
        throw new Error(`${url} still suspends after ${attempt} renders`);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
}

async function renderRouter(
  router: AnyRouter,
  toHtml: (app: React.ReactElement) => Promise<string>,
): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const rendered = await toHtml(
      sheet.collectStyles(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
    const headTags: string[] = [];
    const appHtml = rendered.replace(HOISTED_TAG, (tag) => {
      headTags.push(tag);
      return '';
    });
    // A loader's notFound() marks its match; a path no route matches marks the route that
    // shows the not-found page (`_notFound`, what TanStack's own SSR reads) and nothing else.
    const status = router.state.matches.some(
      (match) => match.status === 'notFound' || match._notFound === true,
    )
      ? 404
      : 200;
    return {
      appHtml,
      headHtml: headTags.join(''),
      styleTags: plainServerStyles(sheet.getStyleTags()),
      status,
      routeIds: router.state.matches.map((match) => match.routeId),
    };
  } finally {
    sheet.seal();
  }
}
