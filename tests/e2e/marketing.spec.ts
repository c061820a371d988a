/**
 * The public marketing pages: sections in the spec's order and wording, their behaviours, and
 * the prerendered HTML (text and metadata present before any script runs).
 */
import { expect, test, type Page } from '@playwright/test';
import { servicePath, serviceSlugs } from '../../web/src/content/services';
import { openPage } from './support/app';

const servicePages = serviceSlugs.map(servicePath);

/**
 * The carousel hydrates on its own, possibly after the page is marked interactive: its
 * handlers and autoplay timer are there from the render that marks it tracked.
 */
async function carouselStarted(page: Page) {
  await expect(page.getByRole('region', { name: 'Customer reviews' })).toHaveAttribute(
    'data-tracked',
    'true',
  );
}

// What the pages ship before any script (heading, title, canonical, JSON-LD) is read over
// HTTP: tests/hosting/hosting.test.ts.
test.describe('prerendered HTML', () => {
  test('hydrates without errors or duplicate head tags', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPage(page, '/about');
    await expect(page.getByRole('heading', { name: 'Our Core Values' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('an unknown path shows the 404 page, not the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('Houston Roofing Contractor You Can Trust')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('home page', () => {
  test('shows every section in the spec order', async ({ page }) => {
    await openPage(page, '/');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toHaveText('Houston Roofing Contractor You Can Trust');
    for (const claim of ['25+', '7,000+', '100%']) {
      await expect(page.getByLabel('Why homeowners trust us')).toContainText(claim);
    }
    for (const promise of ['No obligation', 'Same-day response', 'Honest assessments']) {
      await expect(page.getByLabel('Our promises')).toContainText(promise);
    }
    await expect(page.getByRole('link', { name: 'Get Free Inspection' }).last()).toHaveAttribute(
      'href',
      '/book-inspection',
    );
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+13462200989',
    );

    const ids = await page
      .locator('main > section[id], main > section')
      .evaluateAll((sections) =>
        sections.map((section) => section.id || section.getAttribute('aria-labelledby')),
      );
    expect(ids).toEqual([
      'home-hero-title',
      'contact',
      'values',
      'services',
      'process',
      'testimonials',
      'service-area',
      'final-cta',
    ]);
    await expect(
      page.getByRole('heading', { name: 'Why Houston Families Choose Altum' }),
    ).toBeAttached();
    for (const value of ['Integrity First', 'Same Hands Every Roof', 'The Mom Test']) {
      await expect(page.getByRole('heading', { name: value })).toBeAttached();
    }
    await expect(page.locator('#services h2')).toHaveText(
      'Roofing Services for Houston Homeowners',
    );
    await expect(page.locator('#process h2')).toHaveText('Our Roofing Process, Simplified');
    await expect(page.locator('#testimonials h2')).toHaveText('What Our Customers Say');
    await expect(page.locator('#testimonials')).toContainText(
      'Real reviews from satisfied Houston homeowners',
    );
    await expect(
      page.getByRole('heading', { name: 'Proudly Serving Greater Houston' }),
    ).toBeAttached();
    for (const town of ['Kingwood', 'The Woodlands', 'Porter / New Caney', 'Clear Lake']) {
      await expect(page.getByText(town, { exact: true }).first()).toBeAttached();
    }
    await expect(
      page.locator('#final-cta').getByRole('link', { name: 'Contact us today' }),
    ).toHaveAttribute('href', '/book-inspection');
  });

  test('the contact section holds the estimate form', async ({ page }) => {
    await openPage(page, '/');
    await expect(
      page.locator('#contact').getByRole('button', { name: 'Get My Free Estimate' }),
    ).toBeVisible();
  });

  test('six service cards link to their routes', async ({ page }) => {
    await openPage(page, '/');
    const cards = page.locator('#services li a');
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual(servicePages);
  });

  test('below-the-fold sections fade in once scrolled into view', async ({ page }) => {
    await openPage(page, '/');
    const firstCard = page.locator('#services li').first();
    await expect(firstCard).toHaveAttribute('data-reveal', 'pending');
    await expect(firstCard).toHaveCSS('opacity', '0');
    await page.locator('#services').scrollIntoViewIfNeeded();
    await expect(firstCard).toHaveAttribute('data-reveal', 'shown');
    await expect(firstCard).toHaveCSS('opacity', '1');
    const step = page.locator('#process li').nth(2);
    await page.locator('#process').scrollIntoViewIfNeeded();
    await expect(step).toHaveAttribute('data-reveal', 'shown');
    await expect(step).toHaveAttribute('style', /--reveal-delay: ?300ms/);
  });

  test('reduced motion shows everything at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openPage(page, new URL('/', test.info().project.use.baseURL).href);
    await expect(page.locator('#services li').first()).toHaveAttribute('data-reveal', 'static');
    await context.close();
  });

  test('testimonial strip repeats the reviews four times and stays paused after a hover', async ({
    page,
  }) => {
    await openPage(page, '/');
    const strip = page.getByTestId('testimonial-strip');
    await expect(strip.locator('li')).toHaveCount(20);
    const track = strip.locator('ul');
    await expect(track).toHaveCSS('animation-duration', '20s');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await strip.scrollIntoViewIfNeeded();
    await strip.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    // 4.5 stars shows four filled.
    await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeAttached();
  });

  test('@mobile testimonials become a swipeable looping carousel with dots', async ({ page }) => {
    await openPage(page, '/');
    await carouselStarted(page);
    await expect(page.getByTestId('testimonial-strip')).toBeHidden();
    const dot = (n: number) => page.getByRole('link', { name: `Go to testimonial ${n}` });
    await expect(page.getByRole('link', { name: /Go to testimonial \d/ })).toHaveCount(5);
    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    // The app moves the track only: the address and the page's scroll stay as they were.
    await expect(page).toHaveURL(/\/$/);
    const track = page.getByTestId('testimonial-carousel');
    const box = await track.boundingBox();
    if (!box) throw new Error('carousel not laid out');
    // A finger's swipe is the browser's own scrolling: it snaps to the nearest review.
    await track.evaluate((element) => {
      element.style.scrollBehavior = 'auto';
      element.scrollLeft = element.clientWidth * 0.6;
    });
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await track.evaluate((element) => (element.style.scrollBehavior = ''));
    const swipe = async (fromX: number, toX: number) => {
      await track.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: fromX, clientY: box.y + 20 }],
      });
      await track.dispatchEvent('touchend', {
        changedTouches: [{ identifier: 1, clientX: toX, clientY: box.y + 20 }],
      });
    };
    await dot(1).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await swipe(box.x + 40, box.x + 300); // swipe right from the first wraps to the last
    await expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await swipe(box.x + 300, box.x + 40);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  test('@mobile the carousel plays by itself, pauses under the pointer, and stops on its button', async ({
    page,
  }) => {
    // The page's timers on a clock the test moves: seconds of "nothing moves" cost none.
    await page.clock.install();
    await openPage(page, '/');
    const dot = (n: number) => page.getByRole('link', { name: `Go to testimonial ${n}` });
    await page.getByTestId('testimonial-carousel').scrollIntoViewIfNeeded();
    await carouselStarted(page);
    // One loop per 25 s: the next review after 5 s.
    await page.clock.runFor(5_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('testimonial-carousel').hover();
    await page.clock.runFor(6_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(1, 1);
    await page.clock.runFor(5_000);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(6_000);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });

  test('@mobile with reduced motion the carousel does not play and offers no play button', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, '/');
    await expect(page.getByRole('button', { name: /automatic slide show/ })).toBeHidden();
    await page.clock.runFor(6_000);
    await expect(page.getByRole('link', { name: 'Go to testimonial 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('@mobile before the app starts, a dot scrolls to its review and is drawn current', async ({
    page,
  }) => {
    await page.route('**/page-loader.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to testimonial 4' }).click();
    const track = page.getByTestId('testimonial-carousel');
    await expect
      .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
      .toBeCloseTo(3, 1);
    const width = (n: number) =>
      page
        .getByRole('link', { name: `Go to testimonial ${n}` })
        .evaluate((element) => getComputedStyle(element, '::before').width);
    await expect.poll(() => width(4)).toBe('28px');
    expect(await width(1)).toBe('10px');
    await expect(page.locator('html')).not.toHaveAttribute('data-started-by');
  });
});

test.describe('about page', () => {
  test('tells the story, values, differences and team', async ({ page }) => {
    await openPage(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Altum Roofing');
    await expect(page.getByText(/In 2015 our founder’s family/)).toBeVisible();
    await expect(page.getByText(/more than 7,000 projects/)).toBeVisible();
    await expect(page.getByText(/Altum means “elevated” in Latin/)).toBeVisible();
    for (const value of ['Craftsmanship', 'Integrity', 'Simplicity']) {
      await expect(page.getByRole('heading', { name: value, exact: true })).toBeAttached();
    }
    const differences = page
      .getByRole('region', { name: 'What Makes Us Different' })
      .getByRole('listitem');
    await expect(differences).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Leadership' }).locator('> li')).toHaveCount(3);
    const managers = page.getByRole('list', { name: 'Project managers' }).locator('> li');
    await expect(managers).toHaveCount(2);
    await expect(managers.first()).toContainText('Project Manager');
    await expect(page.locator('main').getByRole('link', { name: /on LinkedIn$/ })).toHaveCount(5);
  });
});

test.describe('book inspection page', () => {
  test('has stats, contact, hours, the form and the content blocks', async ({ page }) => {
    await openPage(page, '/book-inspection');
    await expect(page.getByLabel('Altum in numbers')).toContainText('7,000+');
    await expect(page.getByRole('link', { name: 'Call or Text (346) 220-0989' })).toHaveAttribute(
      'href',
      'tel:+13462200989',
    );
    await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
    await expect(page.getByText('9:00 AM - 4:00 PM').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Schedule Your Free Roof Inspection' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Altum Difference' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeAttached();
    await expect(
      page.getByRole('region', { name: 'Houston Homeowners Trust Altum' }).locator('figure'),
    ).toHaveCount(3);
  });

  test('"Schedule Free Inspection" scrolls to the form', async ({ page }) => {
    await openPage(page, '/book-inspection');
    await page.getByRole('link', { name: 'Schedule Free Inspection' }).click();
    await expect(page.locator('#inspection-form')).toBeInViewport();
  });

  test('FAQ has 11 questions, one open at a time, and collapses', async ({ page }) => {
    await openPage(page, '/book-inspection');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(11);
    // Each question keeps its heading, inside the summary the browser toggles.
    await expect(faq.locator('summary').getByRole('heading', { level: 3 })).toHaveCount(11);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
  });

  test('before the app starts, the FAQ opens one answer at a time by tap or keyboard', async ({
    page,
  }) => {
    await page.route('**/page-loader.js', (route) => route.abort());
    await page.goto('/services/roof-repairs');
    const items = page.locator('main details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0).locator('summary + *')).toBeVisible();
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(page.locator('html')).not.toHaveAttribute('data-started-by');
  });
});

test.describe('service pages', () => {
  test('roof repairs is a full landing page', async ({ page }) => {
    await openPage(page, '/services/roof-repairs');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/#services',
    );
    await expect(page.getByRole('link', { name: 'Get Free Inspection' }).last()).toHaveAttribute(
      'href',
      '/book-inspection',
    );
    await expect(
      page.getByRole('heading', { name: 'Warning Signs Your Roof Needs Repair' }),
    ).toBeVisible();
    await expect(page.getByText('Coming Soon')).toHaveCount(3);
    await expect(
      page.getByRole('heading', { name: 'What Does a Roof Repair Cost?' }),
    ).toBeAttached();
    await expect(page.getByText('4.9/5')).toBeAttached();
    await expect(page.getByRole('link', { name: /Read more reviews/ })).toHaveAttribute(
      'href',
      /google\.com/,
    );
    await expect(page.getByRole('heading', { name: 'Roof Repair FAQ' })).toBeAttached();
  });

  for (const path of servicePages.slice(2)) {
    test(`${path} shows the coming-soon placeholder`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByText('Content coming soon...')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    });
  }
});
