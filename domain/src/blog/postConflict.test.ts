import { describe, expect, it } from 'vitest';
import { savedByOtherSince } from './postConflict';

const base = new Date('2026-03-01T10:42:00.123Z');
const later = new Date('2026-03-01T10:45:00.000Z');

describe('savedByOtherSince', () => {
  it('is a conflict when someone else saved after the base', () => {
    expect(savedByOtherSince({ updatedAt: later, updatedBy: 'admin' }, base, 'writer')).toBe(true);
  });

  it('is none while the server holds the base itself', () => {
    const same = new Date(base.getTime());
    expect(savedByOtherSince({ updatedAt: same, updatedBy: 'admin' }, base, 'writer')).toBe(false);
  });

  it('is none when the writer saved last, whatever the times', () => {
    expect(savedByOtherSince({ updatedAt: later, updatedBy: 'writer' }, base, 'writer')).toBe(
      false,
    );
  });

  it('counts a post no one saved in the admin as someone else’s', () => {
    expect(savedByOtherSince({ updatedAt: later }, base, 'writer')).toBe(true);
    expect(savedByOtherSince({ updatedAt: later }, null, 'writer')).toBe(true);
  });
});
