import type { Page } from '@playwright/test';

/**
 * A failure toast: the spec's exact message as its title, the reason (if any) as its
 * description. Both match whole, so a reason run into the title fails.
 */
export function failureToast(page: Page, title: string, reason?: string) {
  const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  let toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: exact(title) }) });
  if (reason) {
    toast = toast.filter({ has: page.locator('[data-description]', { hasText: exact(reason) }) });
  }
  return toast.first();
}
