import { describe, expect, it } from 'vitest';
import { legacyAdminRedirect } from './legacyAdminRedirects';

describe('legacyAdminRedirect', () => {
  it.each([
    ['/admin/posts', '/admin/blog/posts'],
    ['/admin/posts/new', '/admin/blog/posts/new'],
    ['/admin/posts/abc123/edit', '/admin/blog/posts/abc123/edit'],
    ['/admin/categories', '/admin/blog/categories'],
    ['/admin/tags/', '/admin/blog/tags'],
  ])('sends %s to %s', (from, to) => {
    expect(legacyAdminRedirect(from)).toBe(to);
  });

  it.each(['/admin/users', '/admin/posts/abc/delete', '/admin/blog/posts', '/posts'])(
    'leaves %s alone',
    (path) => {
      expect(legacyAdminRedirect(path)).toBeNull();
    },
  );
});
