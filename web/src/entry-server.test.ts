/** The server entry's HTTP status: what the prerender and the blog function answer with. */
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

describe('render', () => {
  it('answers 200 for a route that exists', async () => {
    const page = await render('/about');
    expect(page.status).toBe(200);
  });

  it('answers 404 for a path no route matches, with the 404 page', async () => {
    const page = await render('/no-such-page');
    expect(page.appHtml).toContain('Oops! Page not found');
    expect(page.status).toBe(404);
  });
});
