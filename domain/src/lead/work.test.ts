import { describe, expect, it } from 'vitest';
import { followUpAlertTitle, isContactMade, LEAD_ATTEMPT_KINDS } from './work';

describe('lead attempts', () => {
  it('counts only speaking to the homeowner as first contact', () => {
    expect(LEAD_ATTEMPT_KINDS.filter(isContactMade)).toEqual(['spoke']);
  });

  it('names the attempt the follow-up is for', () => {
    expect(followUpAlertTitle('Maria', 3)).toBe('Follow up: Maria, attempt 4');
  });
});
