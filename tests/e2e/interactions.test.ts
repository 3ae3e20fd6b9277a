/**
 * Behaviour in real Chromium: the hero carousel (autoplay on a driven clock, bullets, keyboard), the trip
 * carousels, modals (open once, Escape, shade, focus kept inside, scroll lock released), the error modal
 * about 1 s after load, recently visited trips from the browser's storage, and anchor scrolling below
 * the sticky header.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, waitForElementHydrated, waitForHydration, watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

async function open(path: string, options: { clock?: boolean; mobile?: boolean } = {}) {
  const context: BrowserContext = await e2e.browser.newContext({
    viewport: options.mobile ? VIEWPORTS.mobile : VIEWPORTS.desktop,
  });
  const page = await context.newPage();
  const console = watchConsole(page);
  if (options.clock) await page.clock.install();
  await page.goto(`${e2e.stack.url}${path}`);
  await waitForHydration(page);
  return { context, page, problems: console.problems };
}

const activeBullet = (page: Page) =>
  page
    .locator('[data-block="HeroSlider"] button[aria-current="true"]')
    .getAttribute('aria-label')
    .then((label) => Number(label?.match(/(\d+)$/)?.[1]));

describe('hero carousel', () => {
  it('autoplays every 16 s, loops, and keeps going after a bullet is clicked', async () => {
    const { context, page, problems } = await open('/us', { clock: true });
    expect(await activeBullet(page)).toBe(1);
    await page.clock.runFor(15_000);
    expect(await activeBullet(page)).toBe(1);
    await page.clock.runFor(1_100);
    expect(await activeBullet(page)).toBe(2);
    await page.clock.runFor(16_000);
    expect(await activeBullet(page)).toBe(3);
    await page.clock.runFor(16_000);
    expect(await activeBullet(page)).toBe(1);

    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await page.mouse.move(0, 800); // leave the hero: hovering pauses autoplay
    expect(await activeBullet(page)).toBe(3);
    await page.clock.runFor(16_100);
    expect(await activeBullet(page)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is operable by keyboard: next and previous buttons, arrow keys on the bullets', async () => {
    const { context, page, problems } = await open('/us', { clock: true });
    const hero = page.locator('[data-block="HeroSlider"]');
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    expect(await activeBullet(page)).toBe(2);
    await hero.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Enter');
    expect(await activeBullet(page)).toBe(1);
    await hero.getByRole('button', { name: 'Go to slide 1' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeBullet(page)).toBe(2);
    // The inactive slides are hidden from assistive technology.
    expect(await hero.locator('[aria-hidden="true"] h1, [aria-hidden="true"] h2').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('trip carousels', () => {
  it('page with the next button and the arrow keys', async () => {
    const { context, page, problems } = await open('/us');
    const block = page.locator('[data-block="BestSellersCarousel"]');
    await block.scrollIntoViewIfNeeded();
    // The carousel is a 'visible' island: its buttons work once it has hydrated after scrolling in.
    await waitForElementHydrated(page, '[data-block="BestSellersCarousel"] ul');
    const track = block.locator('ul').first();
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    await expect.poll(scrollLeft).toBe(0);
    await block.getByRole('button', { name: 'Next' }).click();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    const after = await scrollLeft();
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(after);
    expect(await block.getByRole('link', { name: /see all trips/i }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('modals', () => {
  it('the travel-protection modal opens, keeps focus inside, closes on Escape and on the shade', async () => {
    const { context, page, problems } = await open('/us');
    const banner = page.locator('[data-block="TravelProtectionBanner"]');
    const dialog = page.locator('dialog#premiumCare');
    const locked = () => page.evaluate(() => document.body.classList.contains('wp-scroll-locked'));

    await banner.getByRole('button').first().click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await locked()).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog#premiumCare'));
      // Focus may step out to the browser chrome between cycles, never into the page behind.
      const inPage = await page.evaluate(() => document.activeElement !== document.body);
      if (inPage) expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await locked()).toBe(false);

    await banner.getByRole('button').first().click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.mouse.click(5, 450); // the shade, outside the panel
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await locked()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the error modal opens about 1 s after load, once', async () => {
    const { context, page, problems } = await open('/us?errorCode=ERR_SALES_AUTH', { clock: true });
    const dialog = page.locator('[data-block="ErrorModal"] dialog');
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await page.clock.runFor(1_100);
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.textContent()).toContain('Please sign in');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await page.clock.runFor(10_000);
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the brand-story video opens in a modal and the player is gone once closed', async () => {
    const { context, page, problems } = await open('/us');
    const block = page.locator('[data-block="BrandStory"]');
    await block.getByRole('button', { name: 'Play video' }).click();
    const iframe = page.locator('dialog[open] iframe');
    await expect.poll(() => iframe.count()).toBe(1);
    expect(await iframe.getAttribute('src')).toContain('youtube-nocookie.com/embed/');
    await page.keyboard.press('Escape');
    await expect.poll(() => iframe.count()).toBe(0);
    expect(problems.filter((p) => !p.includes('youtube'))).toEqual([]);
    await context.close();
  });
});

describe('recently visited', () => {
  const visited = JSON.stringify([
    { campaignId: '12', campaignUrl: '/us/africa/kenya/12-x', timestamps: [1_700_000_000_000] },
    { campaignId: '207', campaignUrl: '/us/oceania/fiji/207-x', timestamps: [1_700_000_500_000] },
    { campaignId: '122', campaignUrl: '/us/europe/spain/122-x', timestamps: [1_700_000_100_000] },
  ]);

  it('shows the stored trips newest first, with placeholders up to 4 cards on a desktop', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript((value) => localStorage.setItem('visitedDestinations', value), visited);
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/us`);
    const block = page.locator('[data-block="RecentlyVisited"]');
    await block.scrollIntoViewIfNeeded();
    const links = block.locator('article a[href]');
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(3);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.map((h) => h?.match(/\/(\d+)-/)?.[1])).toEqual(['207', '122', '12']);
    expect(await block.locator('[aria-hidden="true"].trip-card--placeholder').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('resets corrupted storage with the spec message and shows nothing', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('visitedDestinations', '{not json');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${e2e.stack.url}/us`);
    await page.locator('[data-block="RecentlyVisited"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => warnings, { timeout: 15_000 })
      .toContain('Error while retrieving info about recently visited location. Restoring corrupted data.');
    expect(await page.evaluate(() => localStorage.getItem('visitedDestinations'))).toBeNull();
    expect(await page.locator('[data-block="RecentlyVisited"] article').count()).toBe(0);
    await context.close();
  });
});

describe('anchor scrolling', () => {
  it('scrolls a #hash target to just below the sticky header and promotion bar', async () => {
    const { context, page } = await open('/us#home-us-promise');
    const headerBottom = await page
      .locator('.wp-region-header')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    // Smooth scrolling: wait for it to settle 16 px (storefront.md §9 scroll offset) below the header.
    const gap = () =>
      page
        .locator('[id="home-us-promise"]')
        .evaluate((el, bottom) => Math.round(el.getBoundingClientRect().top - bottom), headerBottom);
    await expect.poll(gap, { timeout: 5_000 }).toBe(16);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await context.close();
  });
});

describe('header on a phone', () => {
  it('opens and closes the menu with its button', async () => {
    const { context, page, problems } = await open('/us', { mobile: true });
    const button = page.locator('[data-block="Header"]').getByRole('button', { name: 'Menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const nav = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await nav.isVisible()).toBe(true);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });
});
