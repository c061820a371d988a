/**
 * A prerendered page keeps the server's stylesheet once the app starts, and the app injects
 * the same rules again as it renders (web/src/app/serverStyles.ts). Two copies of a rule are
 * harmless while they agree, and while their order never lets one component's base style
 * override another's extension. This checks what a visitor would see: on every public page,
 * each element's style is the same after the app has started as before.
 */
import { expect, test } from '@playwright/test';
import { publicPagePaths } from '../../web/src/content/publicPages';
import { pageIdle, startApp } from './support/app';

/** What a clash between two stylesheets would change; layout that follows content is left out. */
const CASCADED = [
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-bottom-color',
  'border-top-width',
  'border-bottom-width',
  'border-top-left-radius',
  'box-shadow',
  'display',
  'position',
  'flex-direction',
  'justify-content',
  'align-items',
  'row-gap',
  'column-gap',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'list-style-type',
  'visibility',
  'z-index',
  'mask-image',
] as const;

declare global {
  interface Window {
    stylesBeforeStart?: Map<Element, string[]>;
  }
}

for (const width of [390, 1280]) {
  for (const path of publicPagePaths) {
    test(`${path} at ${width} px looks the same once the app has started`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto(path);
      await page.evaluate(async (properties) => {
        await document.fonts.ready;
        const snapshot = new Map<Element, string[]>();
        for (const element of document.querySelectorAll('#root *')) {
          const style = getComputedStyle(element);
          snapshot.set(
            element,
            properties.map((name) => style.getPropertyValue(name)),
          );
        }
        window.stylesBeforeStart = snapshot;
      }, CASCADED);
      await expect(page.locator('html')).not.toHaveAttribute('data-started-by');

      await startApp(page);
      // What renders when the browser is idle (the lead form) is there too.
      await pageIdle(page);
      const changed = await page.evaluate((properties) => {
        const found: string[] = [];
        for (const [element, before] of window.stylesBeforeStart ?? []) {
          // React replaced it (a part rendered only on the client): nothing to compare.
          if (!element.isConnected) continue;
          const style = getComputedStyle(element);
          // Shown or hidden by the app on purpose, not by a clash: what only the app can
          // answer, offered once it is there ([data-app-only]), and Back to top, which then
          // also leaves the tab order while out of sight (its data-visible state).
          const appState = element.closest('[data-app-only], [data-visible]') !== null;
          properties.forEach((name, index) => {
            if (appState && name === 'visibility') return;
            const now = style.getPropertyValue(name);
            if (now !== before[index]) {
              found.push(
                `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${name}: ${before[index]} -> ${now}`,
              );
            }
          });
        }
        return found;
      }, CASCADED);
      expect(changed.slice(0, 20)).toEqual([]);
    });
  }
}
