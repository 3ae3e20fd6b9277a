/**
 * The studio in real Chromium against the whole product in one process (composer + sandbox + web +
 * studio, as `pnpm start` wires them), never a mocked API: an editor moves a block and saves, a
 * publisher publishes, a traveller sees it without a restart; two editors conflict; an invalid config
 * shows its field error and stores nothing; a scheduled block shows in the 'as of' preview and on the
 * live page only inside its window (the stack's clock is moved for the last part).
 */
import type { Placement } from '@waypoint/schemas';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';
import { type Credentials, createStudioUser, freshLayout, placement } from '../support/studio.ts';

/** Added to the real time to make the composer's clock (schedules). */
let clockOffsetMs = 0;
const e2e = useWebStackAndBrowser({ now: () => new Date(Date.now() + clockOffsetMs) });
let editor: Credentials;
let editor2: Credentials;
let publisher: Credentials;
let esHomeId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const { content } = e2e.stack;
  editor = await createStudioUser(content, { role: 'editor', markets: null, affiliates: null });
  editor2 = await createStudioUser(content, { role: 'editor', markets: null, affiliates: null });
  publisher = await createStudioUser(content, { role: 'publisher', markets: null, affiliates: null });
  const homes = await content.listLayouts({ pageKey: 'home' });
  esHomeId = homes.find((l) => l.scope.market === 'es' && l.scope.affiliateId === null)!.id;
});

// Registered after the stack's hooks, so it runs before they close the browser.
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
});

async function newContext(): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 1000 } });
  contexts.push(context);
  return context;
}

/** A fresh browser (its own cookies) signed in through the sign-in page. */
async function signedIn(who: Credentials): Promise<Page> {
  const page = await (await newContext()).newPage();
  await page.goto(`${e2e.stack.url}/studio`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pages', exact: true }).waitFor();
  return page;
}

/** Opens the editor by its address (a reload: the session is restored from the cookie). */
async function openEditor(page: Page, layoutId: string): Promise<void> {
  await page.goto(`${e2e.stack.url}/studio/layouts/${layoutId}`);
  await page.getByTestId('placement-list').locator('li').first().waitFor();
}

const rowTypes = (page: Page) =>
  page
    .locator('[data-placement-id]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')));
const rowIds = (page: Page) =>
  page
    .locator('[data-placement-id]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-placement-id')));

async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByTestId('save-state').filter({ hasText: 'All changes saved' }).waitFor();
}

async function publish(page: Page, layoutId: string): Promise<void> {
  await openEditor(page, layoutId);
  await page.getByTestId('tab-publish').click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page
    .getByTestId('publish-message')
    .filter({ hasText: /Published version \d+/ })
    .waitFor();
}

/** Block types of the traveller's page, in page order. */
async function liveTypes(path: string): Promise<{ id: string; type: string }[]> {
  const page = await (await newContext()).newPage();
  const response = await page.goto(`${e2e.stack.url}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const blocks = await page.$$eval('[data-block]', (els) =>
    els.map((el) => ({ id: el.id, type: el.getAttribute('data-block') ?? '' })),
  );
  await page.close();
  return blocks;
}

const typesOf = (list: readonly Placement[]) => list.map((p) => p.blockType);

describe('studio', () => {
  it('an editor moves the flash sale above the hero, a publisher publishes, a traveller sees it', async () => {
    const before = await liveTypes('/es');
    expect(before.findIndex((b) => b.type === 'HeroSlider')).toBeLessThan(
      before.findIndex((b) => b.type === 'FlashSaleCarousel'),
    );

    const page = await signedIn(editor);
    await page
      .locator('tr[data-page-key="home"][data-market="es"][data-affiliate=""]')
      .getByRole('link')
      .click();
    await page.getByTestId('placement-list').locator('li').first().waitFor();
    const flashSale = page.locator('[data-block-type="FlashSaleCarousel"]');
    // Search and hero sit above it: two steps up.
    await flashSale.getByRole('button', { name: 'Move up' }).click();
    await flashSale.getByRole('button', { name: 'Move up' }).click();
    const types = await rowTypes(page);
    expect(types.indexOf('FlashSaleCarousel')).toBe(types.indexOf('HeroSlider') - 1);
    await page.getByTestId('save-state').filter({ hasText: 'Unsaved changes' }).waitFor();
    await saveDraft(page);
    const draft = await e2e.stack.content.getDraft(esHomeId);
    expect(typesOf(draft.placements)).toEqual(types);

    const publisherPage = await signedIn(publisher);
    await publish(publisherPage, esHomeId);

    const after = await liveTypes('/es');
    const order = after.map((b) => b.type);
    expect(order.indexOf('FlashSaleCarousel')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('FlashSaleCarousel')).toBeLessThan(order.indexOf('HeroSlider'));
  });

  it('a second editor holding the old version gets the conflict with the first one’s change', async () => {
    const { id } = await freshLayout(e2e.stack.content, {
      placements: [
        placement('c-hero', 'HeroSlider'),
        placement('c-search', 'SearchSection'),
        placement('c-best', 'BestSellersCarousel'),
      ],
    });
    const a = await signedIn(editor);
    const b = await signedIn(editor2);
    await openEditor(a, id);
    await openEditor(b, id);

    await a.locator('[data-placement-id="c-best"]').getByRole('button', { name: 'Move up' }).click();
    await saveDraft(a);

    await b.locator('[data-placement-id="c-search"]').getByRole('button', { name: 'Remove' }).click();
    await b.getByRole('button', { name: 'Save draft' }).click();
    const panel = b.getByTestId('conflict-panel');
    await panel.waitFor();
    expect(await panel.getByRole('heading', { level: 2 }).textContent()).toContain(editor.email);
    expect(await panel.getByTestId('their-changes').textContent()).toContain(
      'Moved Best sellers (c-best) from position 3 to 2',
    );
    expect(await b.getByTestId('save-state').textContent()).toBe('Unsaved changes');
    // Nothing of B's was stored: the draft is A's.
    const stored = await e2e.stack.content.getDraft(id);
    expect(stored.placements.map((p) => p.id)).toEqual(['c-hero', 'c-best', 'c-search']);

    await panel.getByRole('button', { name: 'Load their version (discard mine)' }).click();
    expect(await rowIds(b)).toEqual(['c-hero', 'c-best', 'c-search']);
    expect(await b.getByTestId('save-state').textContent()).toBe('All changes saved');
  });

  it('an invalid block config shows the field’s error and stores nothing', async () => {
    const { id, revision } = await freshLayout(e2e.stack.content, {
      placements: [placement('v-hero', 'HeroSlider'), placement('v-best', 'BestSellersCarousel')],
    });
    const page = await signedIn(editor);
    await openEditor(page, id);
    await page.locator('[data-placement-id="v-best"] [data-action="select"]').click();
    const maxCards = page.getByLabel('Max cards');
    await maxCards.fill('999');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const fieldError = page.getByTestId('cfg-v-best-maxCards-error');
    await fieldError.waitFor();
    expect(await fieldError.textContent()).toMatch(/24/);
    expect(await maxCards.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('error-summary').textContent()).toContain('Max cards');
    expect(await page.getByTestId('save-state').textContent()).toBe('Unsaved changes');

    const stored = await e2e.stack.content.getDraft(id);
    expect(stored.revision).toBe(revision);
    expect(stored.placements.find((p) => p.id === 'v-best')?.config).toEqual({});
  });

  it('keyboard users reorder with the drag handle; a palette block dragged into the list lands there', async () => {
    const { id } = await freshLayout(e2e.stack.content, {
      placements: [
        placement('k-hero', 'HeroSlider'),
        placement('k-search', 'SearchSection'),
        placement('k-best', 'BestSellersCarousel'),
      ],
    });
    const page = await signedIn(editor);
    await openEditor(page, id);

    // dnd-kit's KeyboardSensor: space picks up, arrows move, space drops; the live region says so.
    const said = (text: string) => page.locator('[aria-live="assertive"]', { hasText: text }).waitFor();
    await page.getByRole('button', { name: 'Drag Best sellers (k-best)' }).focus();
    await page.keyboard.press('Space');
    await said('Best sellers (k-best) is over position 3');
    await page.keyboard.press('ArrowUp');
    await said('Best sellers (k-best) is over position 2');
    await page.keyboard.press('Space');
    await said('Best sellers (k-best) was dropped at position 2');
    expect(await rowIds(page)).toEqual(['k-hero', 'k-best', 'k-search']);

    // A pointer drag from the palette onto the first row inserts the new block there.
    // The palette scrolls on its own beside the list: both stay in view.
    const handle = page.getByRole('button', { name: 'Drag Search into the page' });
    await handle.scrollIntoViewIfNeeded();
    const target = page.locator('[data-placement-id="k-hero"]');
    expect(await target.isVisible()).toBe(true);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 15 });
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelectorAll('[data-placement-id]').length === 4);
    expect(await rowTypes(page)).toEqual([
      'SearchSection',
      'HeroSlider',
      'BestSellersCarousel',
      'SearchSection',
    ]);
    await saveDraft(page);
    expect(typesOf((await e2e.stack.content.getDraft(id)).placements)).toEqual([
      'SearchSection',
      'HeroSlider',
      'BestSellersCarousel',
      'SearchSection',
    ]);
  });

  it('a block scheduled for next week shows in the preview as of next week, and live only inside its window', async () => {
    const day = 24 * 60 * 60 * 1000;
    const from = new Date(Date.now() + 7 * day);
    const until = new Date(Date.now() + 14 * day);
    const inside = new Date(Date.now() + 8 * day);
    const utcLocal = (d: Date) => d.toISOString().slice(0, 16);

    const page = await signedIn(editor);
    await openEditor(page, esHomeId);
    const before = await rowIds(page);
    await page.getByTestId('palette-PromiseSection').getByRole('button', { name: 'Add' }).click();
    const added = (await rowIds(page)).find((id) => !before.includes(id))!;
    expect(added).toMatch(/^promise-section-/);
    const form = page.getByTestId('placement-form');
    await form.getByLabel('Time zone').selectOption('UTC');
    await form.getByLabel('Show from').fill(utcLocal(from));
    await form.getByLabel('Show until').fill(utcLocal(until));
    await page.locator(`[data-placement-id="${added}"]`).getByText('Schedule:').waitFor();
    await saveDraft(page);
    const saved = (await e2e.stack.content.getDraft(esHomeId)).placements.find((p) => p.id === added)!;
    expect(Date.parse(saved.schedule.from!)).toBe(Date.parse(`${utcLocal(from)}:00Z`));
    expect(saved.schedule.timeZone).toBe('UTC');

    // The preview as of a moment inside the window shows it; as of now, not.
    await page.getByTestId('tab-preview').click();
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    await page.getByLabel("Time zone of 'as of'").selectOption('UTC');
    await page.getByLabel('As of (empty: now)').fill(utcLocal(inside));
    await page.getByRole('button', { name: 'Show preview' }).click();
    await page.locator('[data-testid="preview-frame"][data-query*="asOf"]').waitFor();
    await frame.locator('[data-block="HeroSlider"]').waitFor();
    expect(await frame.locator(`[id="${added}"]`).count()).toBe(1);

    await page.getByLabel('As of (empty: now)').fill('');
    await page.getByRole('button', { name: 'Show preview' }).click();
    await page.locator('[data-testid="preview-frame"]:not([data-query*="asOf"])').waitFor();
    await frame.locator('[data-block="HeroSlider"]').waitFor();
    expect(await frame.locator(`[id="${added}"]`).count()).toBe(0);
    // Beside the frame, the editor says which block was left out and why.
    const excluded = page.getByTestId('preview-excluded');
    await excluded.locator('summary').click();
    expect(await excluded.getByRole('listitem').filter({ hasText: added }).textContent()).toMatch(
      /Our promise/,
    );
    // As a partner with its own layout: the editor says so, since the frame shows this draft regardless.
    const sites = page.getByLabel('Affiliate and site kind');
    const partner = await sites
      .locator('option', { hasText: 'Viajes Horizonte (2) — partner' })
      .getAttribute('value');
    await sites.selectOption(partner!);
    await page.getByRole('button', { name: 'Show preview' }).click();
    await page.locator('[data-testid="preview-frame"][data-query*="affiliateId=2"]').waitFor();
    expect(await page.getByTestId('preview-note').textContent()).toMatch(
      /^Travellers with this audience are served "/,
    );

    await publish(await signedIn(publisher), esHomeId);
    expect((await liveTypes('/es')).map((b) => b.id)).not.toContain(added);
    clockOffsetMs = inside.getTime() - Date.now();
    try {
      expect((await liveTypes('/es')).map((b) => b.id)).toContain(added);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await liveTypes('/es')).map((b) => b.id)).not.toContain(added);
  });
});
