/**
 * The public screens every visitor reads alike (prerendered pages, published posts, the sign-in
 * page), through the checks of a11yChecks.ts. They write nothing: the view a post page counts
 * is cut, so these run beside the specs that write (playwright.config.ts, `stateless`).
 */
import { test } from '@playwright/test';
import { CHECKS, checkRoute, freshOrigin, sharedPage, title } from './support/a11yChecks';
import { contentRoutes } from './support/checkedRoutes';

// Two widths, two checkers and the page's data: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// In order, in one worker, on one page (sharedPage), though the lane runs specs in parallel.
test.describe.configure({ mode: 'default' });

const shared = sharedPage(async (context) => {
  await context.route(/\/countPostView$/, (route) => route.abort());
});

for (const route of contentRoutes) {
  test(`${title(route)}: ${CHECKS}`, async () => {
    const page = shared();
    await freshOrigin(page);
    await checkRoute(page, route);
  });
}
