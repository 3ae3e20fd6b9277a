/**
 * The studio's pages in real Chromium: no console errors and no serious or critical axe-core violation
 * on the sign-in page, the pages list, every tab of the editor, the users page and the audit log. The
 * preview frame's content is the site's own page, checked by accessibility.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';
import { type Credentials, createStudioUser } from '../support/studio.ts';

const e2e = useWebStackAndBrowser();
let admin: Credentials;
let esHomeId: string;

beforeAll(async () => {
  admin = await createStudioUser(e2e.stack.content, { role: 'admin', markets: null, affiliates: null });
  const homes = await e2e.stack.content.listLayouts({ pageKey: 'home' });
  esHomeId = homes.find((l) => l.scope.market === 'es' && l.scope.affiliateId === null)!.id;
});

/** The refused sign-in (POST /studio/api/session answers 401), which the browser logs as a failed request. */
const REFUSED_SIGN_IN = /Failed to load resource: the server responded with a status of 401/;

describe('studio pages', () => {
  it('sign-in: a wrong password is explained; no serious violation; no console error', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/studio`);
    await page.getByLabel('E-mail').waitFor();
    // A first visit asks nothing it knows will be refused: no console line at all until the sign-in.
    expect(problems).toEqual([]);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill('not-the-password-at-all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const error = page.getByTestId('sign-in-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('do not match');
    expect(await page.title()).toBe('Sign in — Waypoint Studio');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await seriousViolations(page, { iframes: false })).toEqual([]);
    expect(problems.filter((p) => !REFUSED_SIGN_IN.test(p))).toEqual([]);
    await context.close();
  });

  it('every page of the signed-in studio: no serious violation, no console error', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/studio`);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Pages', exact: true }).waitFor();
    // From here on, every request is signed in.
    const { problems } = watchConsole(page);
    const checked: Record<string, string[]> = {};
    const check = async (name: string) => {
      checked[name] = await seriousViolations(page, { iframes: false });
    };

    await page.getByRole('button', { name: 'New landing page' }).click();
    await page.getByLabel('Address (slug)').waitFor();
    await check('pages list with the new landing page form');

    await page.goto(`${e2e.stack.url}/studio/layouts/${esHomeId}`);
    await page.locator('[data-block-type="BestSellersCarousel"] [data-action="select"]').click();
    await page.getByTestId('placement-form').waitFor();
    await check('editor with a block selected');

    await page.getByTestId('tab-preview').click();
    await page.locator('[data-testid="preview-frame"]').waitFor();
    await page.frameLocator('[data-testid="preview-frame"]').locator('[data-block="HeroSlider"]').waitFor();
    await check('preview');

    await page.getByTestId('tab-publish').click();
    await page.getByRole('heading', { name: 'Scheduled publications' }).waitFor();
    await check('publish');

    await page.getByTestId('tab-history').click();
    await page.getByTestId('versions').waitFor();
    await page.getByRole('button', { name: 'Show changes' }).click();
    await page.getByRole('heading', { name: /^From v1 to the draft/ }).waitFor();
    await check('history with a diff');

    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByTestId('users').waitFor();
    await check('users');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByTestId('audit').waitFor();
    await check('audit log');

    expect(checked).toEqual(Object.fromEntries(Object.keys(checked).map((k) => [k, []])));
    expect(problems).toEqual([]);
    await context.close();
  });
});
