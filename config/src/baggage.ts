/**
 * The baggage allowance of a flight (buying-flow.md §5 "Baggage allowance"; §3 "Checkout summary":
 * `flight.baggageAllowance`). The text is '<number>PC' (a piece count) or '<number>K' (a weight in kilos, which
 * means one checked bag when above 0). Readings:
 * - case and surrounding whitespace are ignored (' 2pc ' is 2): they do not change what the code says;
 * - anything else is "cannot be parsed" and gives 0: whitespace inside ('1 PC'), other units ('23KG', 'LB'),
 *   signs or decimals ('-1PC', '1.5PC'), 'NIL', '', null, non-strings, and counts too large to be a safe integer.
 */

const ALLOWANCE = /^(\d+)(PC|K)$/;

// buying-flow.md §5: PC gives the piece count; K gives 1 if the number is above 0, otherwise 0; else 0
export function baggagePieces(allowance: string | null | undefined): number {
  if (typeof allowance !== 'string') return 0;
  const match = ALLOWANCE.exec(allowance.trim().toUpperCase());
  if (!match) return 0;
  const n = Number(match[1]);
  if (!Number.isSafeInteger(n)) return 0;
  return match[2] === 'PC' ? n : n > 0 ? 1 : 0;
}
