import { describe, expect, it } from 'vitest';
import { firstSiteOrigin } from './siteOrigin';

describe("the site's origin for links in the office's e-mails", () => {
  it("is the first of SITE_ORIGINS, the site's own domain", () => {
    expect(
      firstSiteOrigin('altum-prod', ' https://altumroofing.com/, https://www.altumroofing.com'),
    ).toBe('https://altumroofing.com');
  });

  it("is the project's Hosting domain when SITE_ORIGINS names none", () => {
    expect(firstSiteOrigin('altum-prod', '')).toBe('https://altum-prod.web.app');
    expect(firstSiteOrigin('altum-prod', ' , ')).toBe('https://altum-prod.web.app');
  });
});
