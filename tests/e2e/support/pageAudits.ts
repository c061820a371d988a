/**
 * Two checks no outside checker makes the way WCAG 2.2 words them, run on the page as it is:
 * target size (2.5.8) and reduced motion (2.3.3, and the project's promise that nothing
 * animates when the system asks for less motion).
 */
import type { Page } from '@playwright/test';

/** The smallest target WCAG 2.5.8 accepts without spacing, in CSS px. */
export const MIN_TARGET = 24;

/**
 * Every visible interactive target smaller than 24 × 24 px that has no room around it: a
 * 24 px circle on its centre may not touch another target, nor another small target's
 * circle (2.5.8's spacing exception). Links inside a sentence are exempt (the inline
 * exception); a checkbox or radio wrapped in its label counts as the label's size.
 */
export function targetSizeFindings(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}> "${name}"`;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return Boolean(block && (block.textContent ?? '').trim().length > own);
    };
    const targets: { el: Element; rect: DOMRect }[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box =
        (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? el.closest('label')
          : null) ?? el;
      const rect = box.getBoundingClientRect();
      // Visually hidden (skip links until focused) and clipped-off elements are not targets.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (inSentence(el)) continue;
      // A control inside another target (an input inside its label) is one target.
      if (targets.some((other) => other.el.contains(el) || el.contains(other.el))) continue;
      targets.push({ el, rect });
    }
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    // Sub-pixel layout: 23.99 px is 24 px.
    const small = (r: DOMRect) => r.width < min - 0.05 || r.height < min - 0.05;
    const findings: string[] = [];
    for (const target of targets) {
      if (!small(target.rect)) continue;
      const c = centre(target.rect);
      const crowding = targets.find((other) => {
        if (other === target) return false;
        if (small(other.rect)) {
          const o = centre(other.rect);
          return Math.hypot(c.x - o.x, c.y - o.y) < min - 0.05;
        }
        return distanceToRect(c, other.rect) < min / 2 - 0.05;
      });
      if (crowding) {
        findings.push(
          `${describe(target.el)} is ${Math.round(target.rect.width)}×${Math.round(
            target.rect.height,
          )} px, too close to ${describe(crowding.el)}`,
        );
      }
    }
    return findings;
  }, MIN_TARGET);
}

/**
 * Everything that would move: CSS animations and transitions longer than 1 ms (on elements
 * and their ::before and ::after), and any running animation the page started from script.
 */
export function motionFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      value.split(',').map((part) => {
        const text = part.trim();
        return text.endsWith('ms') ? parseFloat(text) / 1000 : parseFloat(text) || 0;
      });
    const longest = (value: string) => Math.max(0, ...seconds(value));
    const LIMIT = 0.001;
    const findings = new Set<string>();
    const describe = (el: Element, pseudo: string) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
      }>${pseudo}`;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(el, pseudo || null);
        if (pseudo && style.content === 'none') continue;
        const transition = longest(style.transitionDuration) + longest(style.transitionDelay);
        if (transition > LIMIT && style.transitionProperty !== 'none') {
          findings.add(`${describe(el, pseudo)} transition ${style.transitionDuration}`);
        }
        const animation = longest(style.animationDuration) + longest(style.animationDelay);
        if (style.animationName !== 'none' && animation > LIMIT) {
          findings.add(
            `${describe(el, pseudo)} animation ${style.animationName} ${style.animationDuration}`,
          );
        }
      }
    }
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const duration = Number(timing?.duration ?? 0);
      const iterations = Number(timing?.iterations ?? 1);
      if (animation.playState === 'running' && duration * iterations > 1) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        findings.add(
          `running animation of ${duration} ms × ${iterations} on ${target ? describe(target, '') : 'nothing'}`,
        );
      }
    }
    return [...findings];
  });
}
