import { afterEach, describe, expect, it } from 'vitest';
import { currentLeadSource } from './visitSource';
import { rememberVisitUtm } from './visitUtm';

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  sessionStorage.clear();
  visit('/');
});

describe('the source of a lead', () => {
  it('records the page the form is sent from, without its query', () => {
    visit('/book-inspection?x=1#form');
    expect(currentLeadSource()).toMatchObject({
      page: '/book-inspection',
      utmSource: null,
      utmCampaign: null,
    });
  });

  it('keeps the UTM tags of the first page of the visit that had them', () => {
    visit('/blog/storm-season?utm_source=newsletter&utm_campaign=spring');
    rememberVisitUtm();
    visit('/book-inspection?utm_source=later');
    rememberVisitUtm();
    expect(currentLeadSource()).toMatchObject({
      page: '/book-inspection',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
  });

  it('takes the UTM tags of the form’s own page when the visit had none before', () => {
    visit('/book-inspection?utm_campaign=flyer');
    expect(currentLeadSource()).toMatchObject({ utmSource: null, utmCampaign: 'flyer' });
  });

  it('ignores a stored value it cannot read', () => {
    sessionStorage.setItem('altum.visitUtm', '{not json');
    visit('/about');
    expect(currentLeadSource()).toMatchObject({ page: '/about', utmSource: null });
  });
});
