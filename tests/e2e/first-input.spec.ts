/**
 * Every tap answered: on a fresh load of the production build, at 390 px with touch and the CPU
 * slowed 4x (Lighthouse's phone), a visitor's FIRST input on each control of
 * scripts/audit/firstInputs.ts is answered, before or while the app starts, and the answer
 * survives the app's start. No wall-clock limit: the state is waited for with the default
 * expect timeout; the audit (`npm run audit -- --interactions`) measures how fast.
 */
import { expect, test } from '@playwright/test';
import { CPU_SLOWDOWN, deviceOf, firstInputs } from '../../scripts/audit/firstInputs';

for (const input of firstInputs) {
  test.describe(() => {
    test.use(deviceOf(input));

    test(`first input answered: ${input.name} (${input.path})`, async ({ page }) => {
      // The app's start at CPU x4 on a busy machine: room, and no claim about how soon.
      test.setTimeout(120_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(input.path);
      // Nothing before it: the app has not started, and no input has been seen.
      await expect(page.locator('html')).not.toHaveAttribute('data-first-input');
      await expect(page.locator('html')).not.toHaveAttribute('data-started-by');

      await input.prepare?.(page);
      expect(await input.answered(page)).toBe(false);
      await input.perform(page);
      // One input, answered: nothing was tried again. An input the app answers waits for its
      // start at CPU x4 on whatever else the machine runs: how soon is the audit's figure.
      await expect.poll(() => input.answered(page), { timeout: 30_000 }).toBe(true);

      // The input started the app; once there, the answer is still what the visitor sees.
      await expect(page.locator('html')).toHaveAttribute('data-started-by', /.+/);
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await expect.poll(() => input.answered(page)).toBe(true);
      await cdp.detach();
    });
  });
}
