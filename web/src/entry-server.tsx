/**
 * Server entry for the build-time prerender (scripts/prerender.ts): renders one public route
 * to HTML with its styles and head tags, so the static file holds the page before any script runs.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createAppRouter } from './app/router';
import { publicPagePaths } from './content/publicPages';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  appHtml: string;
  /** Title, meta and link tags for <head>. */
  headHtml: string;
  /** The collected styled-components <style> tag(s). */
  styleTags: string;
  /** 200, or 404 when the path matched no route. */
  status: number;
  /** Ids of the matched routes, so the prerender can preload their code-split chunks. */
  routeIds: string[];
}

/** Every public marketing route: home, about, booking and the six service pages. */
export const prerenderPaths = publicPagePaths;

/** React moves <title>, <meta> and <link> into <head>; here they are cut out of the body markup. */
const HOISTED_TAG = /<(title)\b[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;

export async function render(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();

  const sheet = new ServerStyleSheet();
  try {
    const rendered = renderToString(
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
    const status = router.state.matches.some((match) => match.status === 'notFound') ? 404 : 200;
    return {
      appHtml,
      headHtml: headTags.join(''),
      styleTags: sheet.getStyleTags(),
      status,
      routeIds: router.state.matches.map((match) => match.routeId),
    };
  } finally {
    sheet.seal();
  }
}
