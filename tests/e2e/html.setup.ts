/**
 * Before any test: forget the pages an earlier run collected for the Nu HTML checker, so the
 * `html` project (html.teardown.ts) judges this run's pages only.
 */
import { test } from '@playwright/test';
import { clearCollectedHtml } from './support/htmlChecker';

test('no pages collected for the Nu HTML checker yet', () => {
  clearCollectedHtml();
});
