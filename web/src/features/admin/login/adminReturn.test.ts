import { describe, expect, it } from 'vitest';
import { adminReturnPath } from './adminReturn';

describe('adminReturnPath', () => {
  it('keeps an admin page with its query', () => {
    expect(adminReturnPath('/admin/inspections')).toBe('/admin/inspections');
    expect(adminReturnPath('/admin/leads?lead=abc123&owner=mine')).toBe(
      '/admin/leads?lead=abc123&owner=mine',
    );
  });

  it('takes nothing that leaves the admin or the site, nor the login page', () => {
    for (const value of [
      undefined,
      42,
      '',
      '/',
      '/blog',
      'https://evil.example/admin/leads',
      '//evil.example/admin/leads',
      '/admin/../blog',
      '/admin/%2e%2e/blog',
      '/admin\\..\\blog',
      '/admin/login',
      '/admin/login?redirect=/admin/leads',
    ]) {
      expect(adminReturnPath(value), String(value)).toBeUndefined();
    }
  });
});
