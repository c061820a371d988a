import { describe, expect, it } from 'vitest';
import { displayNameOf, profileFromAccount } from './profile';
import { withRole } from './roleRecord';

describe('displayNameOf', () => {
  it('is the part of the e-mail before the @', () => {
    expect(displayNameOf('alex.admin@altum-roofing.test')).toBe('alex.admin');
    expect(displayNameOf('no-at-sign')).toBe('no-at-sign');
  });
});

describe('profileFromAccount', () => {
  it('keeps the provider name and photo', () => {
    expect(
      profileFromAccount({ email: 'a@b.co', displayName: ' Ann B ', photoURL: 'https://x/y.png' }),
    ).toEqual({ email: 'a@b.co', fullName: 'Ann B', avatarUrl: 'https://x/y.png' });
  });

  it('turns control characters in the name into spaces (the rules refuse them)', () => {
    expect(
      profileFromAccount({ email: 'a@b.co', displayName: 'Ann\u0000B\n\t', photoURL: null })
        .fullName,
    ).toBe('Ann B');
    expect(
      profileFromAccount({ email: 'ann@b.co', displayName: '\u0007', photoURL: null }).fullName,
    ).toBe('ann');
  });

  it('falls back to the e-mail name and no photo', () => {
    expect(profileFromAccount({ email: 'ann@b.co', displayName: null, photoURL: null })).toEqual({
      email: 'ann@b.co',
      fullName: 'ann',
      avatarUrl: null,
    });
  });
});

describe('withRole', () => {
  it('changes one flag and keeps the other', () => {
    expect(withRole({ admin: true, writer: false }, 'writer', true)).toEqual({
      admin: true,
      writer: true,
    });
    expect(withRole({ admin: true, writer: true }, 'admin', false)).toEqual({
      admin: false,
      writer: true,
    });
    expect(withRole(undefined, 'writer', true)).toEqual({ admin: false, writer: true });
  });
});
