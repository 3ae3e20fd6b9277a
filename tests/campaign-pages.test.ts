/**
 * The campaign pages end to end (composer + real sandbox + content store, inject()): refer-a-friend,
 * best price guarantee, the generic paid landing and the raffle landing in every market (storefront.md §2,
 * §3 "Referral", §4 "Referral", "Lead dialogs", §6, §7 "Lead form", §8 ERROR_LEAD_FORM_DATA, §9), and the
 * raffle's lead action: success, 422, upstream failure, cookies; its lead data never in a shared answer.
 */
import { isRaffleMarket, MARKETS } from '@waypoint/config';
import { type Block, type Market, PageTree } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropRedisNamespace,
  REDIS_URL,
  redisKeysWithout,
  requireRedis,
  uniqueName,
} from './support/services.ts';
import { type Stack, startStack } from './support/stack.ts';

const HOST = 'localhost:3000';
const types = (blocks: Block[]) => blocks.map((b) => b.type);
const propsOf = (t: PageTree, type: string) => t.regions.main.find((b) => b.type === type)?.props as never;

describe('campaign pages', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ random: () => 0.999 });
  }, 60_000);
  afterAll(() => stack?.close());

  const page = (path: string, init: { host?: string; cookie?: string } = {}) =>
    stack.composer.inject({
      url: `/v1/pages${path}`,
      headers: { host: init.host ?? HOST, ...(init.cookie ? { cookie: init.cookie } : {}) },
    });
  const tree = async (path: string, init: { host?: string; cookie?: string } = {}) => {
    const res = await page(path, init);
    expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
    return PageTree.parse(res.json());
  };
  const lead = (path: string, input: Record<string, unknown>, cookie?: string) =>
    stack.composer.inject({
      method: 'POST',
      url: '/v1/actions/submitLead',
      headers: { host: HOST, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: { path, input },
    });

  describe.each(MARKETS)('in %s', (market: Market) => {
    it('the refer-a-friend page shows both discounts, how it works and the call to action', async () => {
      const t = await tree(`/${market}/referral`);
      expect(t.page.kind).toBe('referral');
      expect(t.page.canonical).toBe(`http://${HOST}/${market}/referral`);
      expect(t.page.alternates?.length).toBeGreaterThan(0);
      expect(t.page.structuredData[0]).toMatchObject({ '@type': 'BreadcrumbList' });
      expect(types(t.regions.main)).toEqual(['ReferralProgram']);
      const p = propsOf(t, 'ReferralProgram') as {
        offer: { friend: string; you: string } | null;
        cta: { href: string } | null;
        invitation: unknown;
        steps: { items: unknown[] };
      };
      expect(p.invitation).toBeNull();
      // The sandbox's site config has no member-get-member promotion in co (as its home has no banner).
      if (market === 'co') {
        expect(p.offer).toBeNull();
        expect(p.cta).toBeNull();
      } else {
        expect(p.offer).not.toBeNull();
        expect(p.cta?.href).toMatch(/^mailto:\?subject=/);
        expect(p.steps.items).toHaveLength(3);
      }
      expect(types(t.regions.header)).toContain('Header');
    });

    it('the best price guarantee page shows the sandbox content, sanitised, in the market language', async () => {
      const t = await tree(`/${market}/bestpriceguarantee`);
      expect(t.page.kind).toBe('bestPriceGuarantee');
      expect(t.page.canonical).toBe(`http://${HOST}/${market}/bestpriceguarantee`);
      const p = propsOf(t, 'BestPriceGuarantee') as { sections: { id: string; html: string }[] };
      expect(p.sections.map((s) => s.id)).toEqual(['conditions', 'claim']);
      expect(p.sections[0]!.html).toMatch(/^<ul><li>/);
    });

    it('the generic paid landing is focused, never indexed, under the market prefix and from lang', async () => {
      for (const path of [
        `/${market}/paid-landings/GenericLanding`,
        `/paid-landings/GenericLanding?lang=${market}`,
      ]) {
        const t = await tree(`${path}${path.includes('?') ? '&' : '?'}gclid=G-1&utm_source=ads`);
        expect(t.page.kind).toBe('paidLanding');
        expect(t.page.noindex).toBe(true);
        expect(t.page.canonical).toBe(`http://${HOST}/${market}/paid-landings/GenericLanding`);
        expect(types(t.regions.main)).toEqual(
          expect.arrayContaining(['HeroSlider', 'BestSellersCarousel', 'ThemedCarousel']),
        );
      }
    });

    it(`the raffle landing is ${isRaffleMarket(market) ? 'there' : 'the 404 page'}`, async () => {
      const res = await page(`/${market}/RaffleLanding`);
      if (isRaffleMarket(market)) {
        expect(res.statusCode).toBe(200);
        const t = PageTree.parse(res.json());
        expect(t.page.kind).toBe('raffleLanding');
        expect(types(t.regions.main)).toEqual(['LeadForm']);
        // The lead dialog (storefront.md §6) is off here: config's leadDialogEnabled, unit-tested there;
        // no lead dialog block exists yet to show it on the wire.
      } else {
        expect(res.statusCode).toBe(404);
        expect(res.json().page.kind).toBe('error');
      }
    });
  });

  it('the raffle markets are exactly us, uk, ca and es', () => {
    expect([...MARKETS.filter(isRaffleMarket)].sort()).toEqual(['ca', 'es', 'uk', 'us']);
  });

  it('a visitor arriving with ?MGM= sees the invitation with the friend discount, and the code is stored', async () => {
    const res = await page('/us/referral?MGM=FRIEND42');
    expect(res.statusCode).toBe(200);
    const p = propsOf(PageTree.parse(res.json()), 'ReferralProgram') as {
      invitation: { text: string } | null;
      offer: { friend: string };
    };
    expect(p.invitation?.text).toMatch(/\$\d/);
    expect(p.offer.friend).toContain(p.invitation!.text.match(/\$[\d,.]+/)![0]);
    expect(String(res.headers['set-cookie'])).toContain('mgm=FRIEND42');
    // The code itself is never on the page (only that one came): the page is shared.
    expect(res.body).not.toContain('FRIEND42');
    const bad = await page('/us/referral?MGM=%3Cscript%3E');
    expect(
      (propsOf(PageTree.parse(bad.json()), 'ReferralProgram') as { invitation: unknown }).invitation,
    ).toBeNull();
  });

  it('for advisors in AU (member-get-member hidden, §6) the page answers without the offer', async () => {
    const t = await tree('/au/referral', { host: 'advisors.localhost:3000' });
    const p = propsOf(t, 'ReferralProgram') as {
      offer: unknown;
      cta: unknown;
      unavailable: { home: { href: string } };
    };
    expect(p.offer).toBeNull();
    expect(p.cta).toBeNull();
    expect(p.unavailable.home.href).toBe('/au');
    const us = await tree('/us/referral', { host: 'advisors.localhost:3000' });
    expect((propsOf(us, 'ReferralProgram') as { offer: unknown }).offer).not.toBeNull();
  });

  it('the raffle landing: other paths with the word are the 404 page, and ?lead=sent is the thank-you (noindex)', async () => {
    expect((await page('/us/foo/RaffleLanding')).statusCode).toBe(404);
    const t = await tree('/es/RaffleLanding?lead=sent');
    expect(t.page.noindex).toBe(true);
    expect((propsOf(t, 'LeadForm') as { sent: { title: string } | null }).sent?.title).toBeTruthy();
  });

  describe('the lead action (submitLead)', () => {
    it('sends the lead with the click ids, sets the no-more-leads cookies and patches in the thank-you', async () => {
      const res = await lead(
        '/us/RaffleLanding?gclid=G-77&msclkid=M-9',
        { name: 'Ana Ruiz', email: 'ana@example.com', consent: true },
        '_ga=GA1.1.111.222; fbclid=F-5',
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^no_more_leads=yes; Max-Age=6220800; Path=\//),
          expect.stringMatching(/^no_more_leads_today=yes; Max-Age=86400; Path=\//),
        ]),
      );
      const answer = res.json();
      expect(answer.url).toBe('/us/RaffleLanding?lead=sent');
      const form = answer.patch.changes[0].blocks[0];
      expect(form.type).toBe('LeadForm');
      expect(form.props.sent).not.toBeNull();
      // A GET of the url the action returns composes what its patch showed (reload, Back, a shared link).
      const page = await tree(answer.url);
      expect(page.regions.main.find((b) => b.id === form.id)).toEqual(form);
      expect(res.body).not.toContain('ana@example.com');
      expect(res.body).not.toContain('Ana Ruiz');
    });

    it('refuses bad fields with 422 in the visitor language, and sets no cookie', async () => {
      const res = await lead('/es/RaffleLanding', { name: ' ', email: 'ana@', consent: false });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { field: 'name', code: 'REQUIRED', message: 'Rellena este campo.' },
        { field: 'email', code: 'INVALID_EMAIL', message: 'Introduce un correo electrónico válido.' },
        { field: 'consent', code: 'CONSENT_REQUIRED', message: 'Acepta para participar.' },
      ]);
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('no_more_leads');
    });

    it('is refused on another page, and outside the raffle markets', async () => {
      const input = { name: 'A', email: 'a@example.com', consent: true };
      for (const path of ['/us/referral', '/de/RaffleLanding']) {
        const res = await lead(path, input);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[0].code).toBe('ACTION_NOT_ON_PAGE');
      }
    });

    it('an upstream failure is the typed ERROR_LEAD_FORM_DATA, without cookies', async () => {
      stack.sandbox.sandboxFaults.set({ path: '/api/lead/form', status: 500 });
      try {
        const res = await lead('/uk/RaffleLanding', { name: 'Ana', email: 'ana@example.com', consent: true });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({ code: 'ERROR_LEAD_FORM_DATA' });
        expect(String(res.headers['set-cookie'] ?? '')).not.toContain('no_more_leads');
      } finally {
        stack.sandbox.sandboxFaults.clear();
      }
    });

    it('refuses a name over 100 characters before anything is sent, in the visitor language', async () => {
      const res = await lead('/ca/RaffleLanding', {
        name: 'x'.repeat(101),
        email: 'a@example.com',
        consent: true,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'name', code: 'TOO_LONG', message: 'This is too long.' }]);
    });
  });
});

describe.each([
  ['without Redis', false],
  ['with Redis', true],
])('lead data of two visitors %s', (_name, withRedis) => {
  const namespace = uniqueName('wp_leads');
  let stack: Stack;
  beforeAll(async () => {
    if (withRedis) await requireRedis();
    stack = await startStack({
      random: () => 0.5,
      env: withRedis ? { REDIS_URL, CACHE_NAMESPACE: namespace } : {},
    });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    if (withRedis) await dropRedisNamespace(namespace);
  });

  const VISITORS = [
    {
      name: 'Alice Lead-7f3a9c',
      email: 'alice-7f3a9c@example.com',
      cookie: 'wp_user=alice-7f3a9c; gclid=GA-alice',
    },
    {
      name: 'Bob Lead-51e0d2',
      email: 'bob-51e0d2@example.com',
      cookie: 'wp_soft_user=bob-51e0d2; gclid=GB-bob',
    },
  ];
  const secrets = VISITORS.flatMap((v) => [v.name, v.email, 'GA-alice', 'GB-bob']);

  it('never reaches a page, a shared cache or the other visitor', async () => {
    for (let round = 0; round < 2; round++) {
      for (const [i, own] of VISITORS.entries()) {
        const other = VISITORS[1 - i]!;
        const res = await stack.composer.inject({
          method: 'POST',
          url: '/v1/actions/submitLead',
          headers: { host: HOST, 'content-type': 'application/json', cookie: own.cookie },
          payload: { path: '/us/RaffleLanding', input: { name: own.name, email: own.email, consent: true } },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        for (const s of [own.name, own.email, other.name, other.email]) expect(res.body).not.toContain(s);
        // The pages each visitor then sees, and an anonymous visitor's, hold no one's lead.
        for (const [path, cookie] of [
          ['/us/RaffleLanding?lead=sent', own.cookie],
          ['/us/RaffleLanding', other.cookie],
          ['/us/RaffleLanding?lead=sent', undefined],
        ] as const) {
          const seen = await stack.composer.inject({
            url: `/v1/pages${path}`,
            headers: { host: HOST, ...(cookie ? { cookie } : {}) },
          });
          expect(seen.statusCode).toBe(200);
          for (const s of secrets) expect(seen.body).not.toContain(s);
        }
      }
    }
  });

  if (withRedis)
    it('leaves no lead data in Redis', async () => {
      expect(await redisKeysWithout(namespace, secrets)).toBeGreaterThan(5);
    });
});
