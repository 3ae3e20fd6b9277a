/**
 * ETags and If-Match for the studio API (RFC 9110 §8.8.3, §13.1.1): every layout and user carries a
 * revision; its strong ETag is `"<revision>"`. Pure.
 */

export const etagOf = (revision: number): string => `"${revision}"`;

export type IfMatch = { kind: 'missing' } | { kind: 'any' } | { kind: 'revisions'; revisions: number[] };

/** Parses `If-Match`: `*`, or a list of entity tags; weak tags never match (strong comparison). */
export function parseIfMatch(header: string | string[] | undefined): IfMatch {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return { kind: 'missing' };
  if (value.trim() === '*') return { kind: 'any' };
  const revisions: number[] = [];
  for (const part of value.split(',')) {
    const m = /^\s*"(\d{1,9})"\s*$/.exec(part);
    if (m) revisions.push(Number(m[1]));
  }
  return { kind: 'revisions', revisions };
}

/**
 * The revision the writer claims to hold. `*` only says "it exists", which cannot protect an edit, so it
 * is treated as stale (-1) rather than as a blank cheque. An unparseable list is stale too.
 */
export function expectedRevision(ifMatch: IfMatch): number | null {
  if (ifMatch.kind === 'missing') return null;
  if (ifMatch.kind === 'any') return -1;
  return ifMatch.revisions.length === 1 ? ifMatch.revisions[0]! : -1;
}
