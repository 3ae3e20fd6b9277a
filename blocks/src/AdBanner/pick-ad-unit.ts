/**
 * storefront.md §7 "Other outbound traffic": a market with one ad unit always uses it; a market with two
 * picks one at random, 50/50. Never throws: no units gives null, a broken random source the first unit.
 */
export function pickAdUnit(units: readonly string[], random: () => number): string | null {
  const [first, second] = units;
  if (first === undefined) return null;
  if (second === undefined) return first;
  const r = random();
  return Number.isFinite(r) && r >= 0.5 && r < 1 ? second : first;
}
