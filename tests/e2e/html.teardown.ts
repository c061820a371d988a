/**
 * After every other test: the W3C Nu HTML checker over every page the run collected
 * (a11y.spec.ts at each width of each screen, admin-signout.spec.ts's dialog), in one run of
 * the checker. A failure names the test, the page's state and the checker's message.
 */
import { expect, test } from '@playwright/test';
import { collectedHtmlErrors } from './support/htmlChecker';

test('every collected page is valid HTML (W3C Nu HTML checker)', async () => {
  // One JVM start (10 to 30 s here) and about 100 documents on a busy machine.
  test.setTimeout(300_000);
  const { pages, errors } = await collectedHtmlErrors();
  console.log(`Nu HTML checker: ${pages} pages checked`);
  expect(errors, 'Nu HTML checker').toEqual([]);
});
