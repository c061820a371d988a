import { describe, expect, it } from 'vitest';
import { isLocalStackEnv } from './stackMode';

describe('isLocalStackEnv', () => {
  it('is local when asked for, even with a project configured', () => {
    expect(isLocalStackEnv({ VITE_FIREBASE_MODE: 'local', VITE_FIREBASE_PROJECT_ID: 'p' })).toBe(
      true,
    );
  });
  it('is local when no project is configured and production was not asked for', () => {
    expect(isLocalStackEnv({})).toBe(true);
  });
  it('is production with a configured project', () => {
    expect(isLocalStackEnv({ VITE_FIREBASE_PROJECT_ID: 'altum-prod' })).toBe(false);
    expect(isLocalStackEnv({ VITE_FIREBASE_MODE: 'production' })).toBe(false);
  });
});
