/**
 * The search results page end to end (composer + real sandbox search + content store) with inject(), in
 * every market: the home search's query, each filter, sorting, paging, the empty state, typo tolerance,
 * facets, bad parameters (dropped, never a 500), the filter action (its patch is exactly a GET of its
 * url, its url, its filter_applied event, its 422s in the visitor's language), Back, the form without
 * JavaScript, and the meta (canonical, no-index, alternates, ItemList).
 */
import { MARKETS } from '@waypoint/config';
import type { ActionResponse, Market, PageTree } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, blocks, HOST, pageKit } from './support/page-kit.ts';
import { publishedValidator } from './support/published-schema.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ random: () => 0.5 });
}, 60_000);
afterAll(() => stack?.close());

const PAGE = '/search-results/search-results';

const { get, tree } = pageKit(() => stack.composer);

const act = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  stack.composer.inject({
    method: 'POST',
    url: '/v1/actions/filterSearch',
    headers: { host: HOST, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ path, input }),
  });

const results = (t: PageTree) => block(t, 'SearchResults')!.props;
const filters = (t: PageTree) => block(t, 'SearchFilters')!.props;
const chosen = (options: ReadonlyArray<{ value: string; selected: boolean }>) =>
  options.find((o) => o.selected)?.value;

/** Applies a patch to a page as a client does. */
function applied(before: PageTree, answer: ActionResponse): PageTree {
  const changes = answer.patch!.changes;
  const regions = Object.fromEntries(
    Object.entries(before.regions).map(([name, list]) => [
      name,
      list.flatMap((b) => changes.find((c) => c.id === b.id)?.blocks ?? [b]),
    ]),
  );
  return { ...before, regions } as PageTree;
}

/** The Peru of a market: its country id and name, from the page's destination filter. */
async function peru(market: Market) {
  const t = await tree(`/${market}${PAGE}?q=peru`);
  const option = filters(t).destination.options.find((o) => o.value !== '')!;
  return { id: option.value, t };
}

describe.each(MARKETS)('in %s', (market) => {
  it('answers the home search form: its action and field name give the results for the query', async () => {
    const home = await tree(`/${market}`);
    const search = blocks(home).find((b) => b.type === 'SearchSection');
    if (search?.type === 'SearchSection') expect(search.props.action).toBe(`/${market}${PAGE}`);
    const { t } = await peru(market);
    expect(t.page.kind).toBe('searchResults');
    const found = results(t);
    expect(found.cards.length).toBeGreaterThan(0);
    expect(found.cards.every((c) => c.href.startsWith(`/${market}/`))).toBe(true);
    expect(filters(t).query.value).toBe('peru');
    expect(filters(t).destination.options.filter((o) => o.value !== '')).toHaveLength(1);
  });

  it("finds Peru for 'peur' and 'peruu' (typos), the same trips as 'peru'", async () => {
    const ids = async (q: string) => results(await tree(`/${market}${PAGE}?q=${q}`)).cards.map((c) => c.id);
    const exact = await ids('peru');
    expect(await ids('peur')).toEqual(exact);
    expect(await ids('peruu')).toEqual(exact);
  });

  it('filters by destination, duration, month and price; the facets count the rest', async () => {
    const { id } = await peru(market);
    const all = await tree(`/${market}${PAGE}`);
    // A month that these trips depart in: the first month of the whole catalogue may have none of them
    // (departures move with today's date).
    const narrowed = await tree(`/${market}${PAGE}?destination=${id}&duration=8-14`);
    const month = filters(narrowed).month.options.find((o) => o.value !== '' && !o.disabled)!.value;
    const t = await tree(`/${market}${PAGE}?destination=${id}&duration=8-14&month=${month}`);
    const f = filters(t);
    expect(chosen(f.destination.options)).toBe(id);
    expect(chosen(f.duration.options)).toBe('8-14');
    expect(chosen(f.month.options)).toBe(month);
    for (const card of results(t).cards) expect(card.days).toBeGreaterThanOrEqual(8);
    for (const card of results(t).cards) expect(card.days).toBeLessThanOrEqual(14);
    // The price range narrows: every card within it.
    const prices = results(all).cards.map((c) => c.fromAmount);
    const [low, high] = [Math.min(...prices), Math.max(...prices)];
    const priced = await tree(`/${market}${PAGE}?priceMin=${low}&priceMax=${high}`);
    for (const card of results(priced).cards) {
      expect(card.fromAmount).toBeGreaterThanOrEqual(low);
      expect(card.fromAmount).toBeLessThanOrEqual(high);
    }
    expect(filters(priced).price.hint).toMatch(/\d/);
  });

  it('sorts by price both ways and by duration, and pages forward and back', async () => {
    const amounts = async (sort: string) =>
      results(await tree(`/${market}${PAGE}?sort=${sort}`)).cards.map((c) => c.fromAmount);
    const asc = await amounts('price-asc');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await amounts('price-desc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const days = results(await tree(`/${market}${PAGE}?sort=duration`)).cards.map((c) => c.days);
    expect(days).toEqual([...days].sort((a, b) => a - b));

    const first = results(await tree(`/${market}${PAGE}`));
    expect(first.pagination!.previous).toBeNull();
    const next = first.pagination!.next!;
    expect(next.href).toBe(`/${market}${PAGE}?page=2`);
    const second = results(await tree(next.href));
    expect(second.cards.map((c) => c.id)).not.toEqual(first.cards.map((c) => c.id));
    expect(second.pagination!.previous!.href).toBe(`/${market}${PAGE}`);
  });

  it('shows the empty state with suggested destinations when nothing matches', async () => {
    const t = await tree(`/${market}${PAGE}?q=xqzzyv`);
    const found = results(t);
    expect(found.cards).toEqual([]);
    expect(found.empty!.suggestions.length).toBeGreaterThan(0);
    expect(found.empty!.suggestions.every((s) => s.href.startsWith(`/${market}`))).toBe(true);
    expect(found.pagination).toBeNull();
  });
});

describe('bad parameters are dropped, never a 500', () => {
  it.each(
    [
      'duration=3-4',
      'month=2099-01',
      'month=nope',
      'sort=cheapest',
      'page=0',
      'page=abc',
      'destination=999999',
      'destination=-3',
      'priceMin=abc',
      'priceMax=1e9',
      `q=${'x'.repeat(5000)}`,
      'q=%01%1F<script>',
    ].map((query) => [query.slice(0, 40), query]),
  )('%s', async (_name, query) => {
    const t = await tree(`/us${PAGE}?${query}`);
    expect(t.page.kind).toBe('searchResults');
    const f = filters(t);
    expect(chosen(f.duration.options)).toBe('');
    expect(chosen(f.month.options)).toBe('');
    expect(chosen(f.destination.options)).toBe('');
  });

  it('turns a page past the last into the last one, and swaps prices given the wrong way round', async () => {
    const t = await tree(`/us${PAGE}?q=peru&page=99`);
    expect(t.page.canonical).toBe(`http://${HOST}/us${PAGE}?q=peru`);
    const swapped = await tree(`/us${PAGE}?priceMin=3000&priceMax=1000`);
    expect(filters(swapped).price.min.value).toBe('1000');
    expect(filters(swapped).price.max.value).toBe('3000');
  });

  it('serves the market-less address for the market of lang, and 302s an invalid lang', async () => {
    const t = await tree(`${PAGE}?lang=es&q=peru`);
    expect(t.context.market).toBe('es');
    expect(t.page.path).toBe(`/es${PAGE}`);
    const bad = await get(`${PAGE}?lang=zz`);
    expect(bad.statusCode).toBe(302);
  });
});

describe('the contract', () => {
  it('the published JSON Schema validates the page, results and empty state alike', async () => {
    const validate = publishedValidator('page-tree');
    for (const path of [`/us${PAGE}?q=peru&duration=8-14`, `/es${PAGE}?q=xqzzyv`, `/de${PAGE}?page=3`]) {
      const res = await get(path);
      expect(validate(res.json()), `${path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });
});

describe('meta', () => {
  it('canonicalises to the address of the search text alone; searches are indexable', async () => {
    const plain = await tree(`/us${PAGE}`);
    expect(plain.page.noindex).toBe(false);
    expect(plain.page.canonical).toBe(`http://${HOST}/us${PAGE}`);
    const t = await tree(`/us${PAGE}?duration=8-14&q=peru&sort=price-asc&utm_source=x`);
    // Filters, sort and page narrow the same results: one canonical per search text.
    expect(t.page.canonical).toBe(`http://${HOST}/us${PAGE}?q=peru`);
    expect(t.page.noindex).toBe(false);
    expect(t.page.title).toBe('Trips for “peru”');
    const ca = await tree(`/ca${PAGE}?q=peru`);
    // Each locale's address keeps the search.
    const alternates = ca.page.alternates!;
    expect(alternates.map((a) => a.hreflang)).toEqual(expect.arrayContaining(['en-CA', 'fr-CA']));
    for (const a of alternates)
      expect(a.href).toMatch(new RegExp(`^http://${HOST}/ca${PAGE}\\?(locale=[a-zA-Z-]+&)?q=peru$`));
  });

  it('lists the results as an ItemList at their positions', async () => {
    const t = await tree(`/us${PAGE}?page=2`);
    const list = t.page.structuredData.find((d) => d['@type'] === 'ItemList') as {
      numberOfItems: number;
      itemListElement: Array<{ position: number; url: string; name: string }>;
    };
    const cards = results(t).cards;
    expect(list.itemListElement.map((i) => i.name)).toEqual(cards.map((c) => c.title));
    expect(list.itemListElement[0]!.position).toBe(13);
    expect(list.itemListElement[0]!.url).toBe(`http://${HOST}${cards[0]!.href}`);
  });
});

describe('the filter action', () => {
  it('answers a patch that is exactly a GET of its url, the url, and filter_applied', async () => {
    const path = `/us${PAGE}?q=peru`;
    const page = await tree(path);
    const month = filters(page).month.options.find((o) => o.value !== '' && !o.disabled)!.value;
    const res = await act(path, { q: 'peru', duration: '8-14', month, sort: 'relevance' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = res.json() as ActionResponse;
    expect(answer.url).toBe(`/us${PAGE}?q=peru&duration=8-14&month=${month}`);
    const fresh = await tree(answer.url!);
    expect(applied(page, answer).regions).toEqual(fresh.regions);
    expect(answer.events).toHaveLength(1);
    const [event] = answer.events!;
    expect(event!.event).toBe('filter_applied');
    expect(event!.entities).toEqual({
      search: {
        query: 'peru',
        destination_id: null,
        destination: null,
        duration: '8-14',
        month,
        price_min: null,
        price_max: null,
        sort: 'relevance',
        results: expect.any(Number),
      },
      market: { currency: 'USD', language: 'en-US', market_id: 'US' },
    });
    expect((event!.entities['search'] as { results: number }).results).toBe(
      Number(results(fresh).summary.split(' ')[0]),
    );
  });

  it("runs a page link's action: the next page, without filter_applied", async () => {
    const path = `/us${PAGE}`;
    const page = await tree(path);
    const next = results(page).pagination!.next!;
    const res = await act(path, next.action.input);
    const answer = res.json() as ActionResponse;
    expect(answer.url).toBe(next.href);
    expect(answer.events).toBeUndefined();
    expect(applied(page, answer).regions).toEqual((await tree(next.href)).regions);
  });

  it.each([
    ['en-US', 'us', 'Enter a whole amount, like 500.'],
    ['es-ES', 'es', 'Introduce un importe entero, por ejemplo 500.'],
    ['fr-FR', 'fr', 'Saisissez un montant entier, par exemple 500.'],
    ['de-DE', 'de', 'Geben Sie einen ganzen Betrag ein, z. B. 500.'],
  ])('refuses bad input with 422 and field errors in %s', async (_locale, market, message) => {
    const res = await act(`/${market}${PAGE}`, {
      priceMin: 'cheap',
      duration: '3-4',
      month: '1999-01',
      destination: '999999',
    });
    expect(res.statusCode).toBe(422);
    const errors = (res.json() as ActionResponse).errors!;
    expect(errors.map((e) => e.field).sort()).toEqual(['destination', 'duration', 'month', 'priceMin']);
    expect(errors.find((e) => e.field === 'priceMin')!.message).toBe(message);
  });

  it('refuses unknown fields and a wrong page with 422', async () => {
    expect((await act(`/us${PAGE}`, { colour: 'red' })).statusCode).toBe(422);
    expect((await act(`/us${PAGE}`, { priceMin: '500', priceMax: '100' })).statusCode).toBe(422);
    expect((await act('/us', { q: 'peru' })).statusCode).toBe(422);
  });

  it('answers Back with the patch from the state on screen to the address restored', async () => {
    const from = `/us${PAGE}?q=peru&duration=8-14`;
    const to = `/us${PAGE}?q=peru`;
    const res = await stack.composer.inject({
      url: `/v1/patch?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      headers: { host: HOST },
    });
    const answer = res.json() as ActionResponse;
    expect(answer.url).toBe(to);
    const back = applied(await tree(from), answer);
    expect(back.regions).toEqual((await tree(to)).regions);
    expect(chosen(filters(back).duration.options)).toBe('');
  });
});

describe('without JavaScript', () => {
  it('the filter form is a GET to the page whose fields are its query', async () => {
    const t = await tree(`/us${PAGE}?q=peru`);
    const f = filters(t);
    expect(f.action).toBe(`/us${PAGE}`);
    expect([
      f.query.name,
      f.destination.name,
      f.duration.name,
      f.month.name,
      f.price.min.name,
      f.price.max.name,
    ]).toEqual(['q', 'destination', 'duration', 'month', 'priceMin', 'priceMax']);
    // What the browser sends for the form (empty fields included) is the same search.
    const sent = await tree(`/us${PAGE}?q=peru&destination=&duration=8-14&month=&priceMin=&priceMax=`);
    const clean = await tree(`/us${PAGE}?q=peru&duration=8-14`);
    expect(sent.regions).toEqual(clean.regions);
    expect(sent.page.canonical).toBe(clean.page.canonical);
  });
});
