import { describe, expect, it } from 'vitest';
import { clientIp, viewDay, viewerId, isSiteOrigin, siteOriginList } from './countPostView';

describe('clientIp', () => {
  it("takes the last X-Forwarded-For entry: the one Google's front end appended", () => {
    expect(clientIp({ headers: { 'x-forwarded-for': '203.0.113.9' }, ip: '169.254.1.1' })).toBe(
      '203.0.113.9',
    );
    expect(clientIp({ headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.1,203.0.113.9 ' } })).toBe(
      '203.0.113.9',
    );
    expect(clientIp({ headers: { 'x-forwarded-for': ['6.6.6.6', '2001:db8::1'] } })).toBe(
      '2001:db8::1',
    );
  });

  it('falls back to the socket peer without the header', () => {
    expect(clientIp({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
    expect(
      clientIp({ headers: { 'x-forwarded-for': ' , ' }, socket: { remoteAddress: '::1' } }),
    ).toBe('::1');
    expect(clientIp({ headers: {} })).toBe('unknown');
  });
});

describe('viewDay', () => {
  it('is the UTC day, ending at the next UTC midnight', () => {
    expect(viewDay(new Date('2026-03-31T23:59:59.999Z'))).toEqual({
      day: '2026-03-31',
      end: new Date('2026-04-01T00:00:00.000Z'),
    });
    expect(viewDay(new Date('2026-04-01T00:00:00.000Z')).day).toBe('2026-04-01');
  });
});

describe('viewerId', () => {
  it('differs by salt, day, address and post, and contains no address', () => {
    const base = viewerId('salt', '2026-04-01', '203.0.113.9', 'post');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(viewerId('salt', '2026-04-01', '203.0.113.9', 'post')).toBe(base);
    for (const other of [
      viewerId('other', '2026-04-01', '203.0.113.9', 'post'),
      viewerId('salt', '2026-04-02', '203.0.113.9', 'post'),
      viewerId('salt', '2026-04-01', '203.0.113.8', 'post'),
      viewerId('salt', '2026-04-01', '203.0.113.9', 'post2'),
    ]) {
      expect(other).not.toBe(base);
    }
  });
});

describe('isSiteOrigin', () => {
  const allowed = siteOriginList(
    'altum-prod',
    ' https://altumroofing.com/ , https://www.altumroofing.com',
  );

  it("lists the project's Hosting domains and the configured ones, without trailing slashes", () => {
    expect(allowed).toEqual([
      'https://altum-prod.web.app',
      'https://altum-prod.firebaseapp.com',
      'https://altumroofing.com',
      'https://www.altumroofing.com',
    ]);
    expect(siteOriginList('p', '')).toEqual(['https://p.web.app', 'https://p.firebaseapp.com']);
  });

  it("accepts the site's origins and calls without one, refuses another site's", () => {
    expect(isSiteOrigin('https://altumroofing.com', allowed)).toBe(true);
    expect(isSiteOrigin('https://altum-prod.web.app', allowed)).toBe(true);
    expect(isSiteOrigin(undefined, allowed)).toBe(true);
    expect(isSiteOrigin('https://evil.example', allowed)).toBe(false);
    expect(isSiteOrigin('http://altumroofing.com', allowed)).toBe(false);
    expect(isSiteOrigin('null', allowed)).toBe(false);
  });
});
