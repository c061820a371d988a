/**
 * The copies of firebase.json that the local stack and the deploy hand to firebase-tools change
 * the Content-Security-Policy alone: every other header, the crawlers' noindex on the admin
 * and on request pages among them, reaches Hosting as firebase.json says.
 */
import { describe, expect, it } from 'vitest';
import { readFirebaseConfig, withHeaderPolicy } from './hostingConfig';

const NOINDEX = { key: 'X-Robots-Tag', value: 'noindex' };
const robotsSources = (config: ReturnType<typeof readFirebaseConfig>) =>
  config.hosting.headers
    .filter((rule) =>
      rule.headers.some((h) => h.key === NOINDEX.key && h.value === NOINDEX.value),
    )
    .map((rule) => rule.source);

describe('the Hosting config a build is served with', () => {
  it('marks the admin and every request page noindex, and no public page', () => {
    expect(robotsSources(readFirebaseConfig()).sort()).toEqual([
      '/admin',
      '/admin/**',
      '/request/**',
    ]);
  });

  it('keeps every header but the policy as firebase.json has it, in the deploy copy too', () => {
    const config = readFirebaseConfig();
    const deployed = withHeaderPolicy(config, { 'default-src': ["'self'"] });
    const withoutPolicy = (c: typeof config) =>
      c.hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.filter((h) => h.key !== 'Content-Security-Policy'),
      }));
    expect(withoutPolicy(deployed)).toEqual(withoutPolicy(config));
    expect(robotsSources(deployed)).toEqual(robotsSources(config));
  });
});
