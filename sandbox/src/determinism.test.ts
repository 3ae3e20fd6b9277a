/** Two sandboxes built with the same seed serve byte-identical bodies; another seed changes the catalogue. */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../test/endpoints.ts';
import { NOW } from '../test/trip-page.ts';
import { buildSandbox } from './app.ts';
import { MARKETS } from './markets.ts';

/** A fixed clock: departure days and prices move with the date. */
const now = () => NOW;

async function bodies(seed?: number): Promise<Map<string, string>> {
  const app = buildSandbox({
    publicUrl: 'http://sandbox.test',
    now,
    ...(seed === undefined ? {} : { seed }),
  });
  const result = new Map<string, string>();
  for (const market of MARKETS) {
    for (const [path] of ENDPOINTS) {
      for (const locale of ['', 'es-ES', 'fr-FR', 'de-DE']) {
        const url = `/${market}${path}${locale ? `${path.includes('?') ? '&' : '?'}locale=${locale}` : ''}`;
        result.set(url, (await app.inject(url)).body);
      }
    }
  }
  await app.close();
  return result;
}

describe('determinism', () => {
  it('gives byte-identical bodies for two builds with the same seed', async () => {
    const [first, second] = [await bodies(), await bodies()];
    expect(first.size).toBeGreaterThan(1000);
    for (const [url, body] of first) expect(second.get(url), url).toBe(body);
  });

  it('changes the catalogue with the seed', async () => {
    const build = (seed: number) => buildSandbox({ seed, publicUrl: 'http://sandbox.test' });
    const [a, b, c] = [build(1), build(1), build(2)];
    const home = async (app: ReturnType<typeof build>) => (await app.inject('/us/api/home')).body;
    expect(await home(a)).toBe(await home(b));
    expect(await home(a)).not.toBe(await home(c));
    await Promise.all([a.close(), b.close(), c.close()]);
  });
});
