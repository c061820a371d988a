/** axe-core on every public route: no serious or critical violations, phone and desktop. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPagePaths } from '../../web/src/content/publicPages';
import { openPage } from './support';

const routes = publicPagePaths;

for (const route of routes) {
  test(`@mobile ${route} has no serious or critical axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, route);
    await page.waitForLoadState('networkidle');
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
