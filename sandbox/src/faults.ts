/**
 * The fault switchboard: per-path rules that slow down, fail, corrupt or hang sandbox responses, so
 * tests and benchmarks can exercise the composer's deadlines, retries and fallbacks.
 *
 * Matching: a rule's `path` is compared with the request path without the plugin prefix and the market
 * segment ('/api/home', '/v1/affiliate/viajes'), or with the route pattern ('/v1/affiliate/:subdomain');
 * '*' matches everything and a trailing '*' matches a path prefix ('/api/home*'). The newest matching
 * rule wins. Setting a rule with the same path and markets as an existing one replaces it.
 *
 * Effects, in order: `latencyMs` delays the response; then `timeout` holds it forever, else `status`
 * answers `{ error }` with that status, else `malformed` answers 200 with a truncated JSON body.
 *
 * Off by default in the sandbox app, so a public port never lets a visitor change how the API answers: a
 * switchboard built with `enabled: false` refuses rules, and the app then neither consults it nor serves
 * /__faults. `new FaultSwitchboard()` is on: a caller that builds one and hands it to the app has chosen
 * faults explicitly.
 */
import { z } from 'zod';
import { MARKETS } from './markets.ts';

export const FaultRuleSchema = z
  .object({
    path: z.string().min(1),
    markets: z.array(z.enum(MARKETS)).min(1).optional(),
    latencyMs: z.number().int().min(0).max(600_000).optional(),
    status: z.number().int().min(400).max(599).optional(),
    timeout: z.boolean().optional(),
    malformed: z.boolean().optional(),
    times: z.number().int().positive().optional(),
  })
  .strict();

/** A fault rule as set through `app.sandboxFaults.set()` or `POST /__faults`. */
export type FaultRule = z.infer<typeof FaultRuleSchema>;

/** A rule in force; `remaining` counts down from `times` (absent: unlimited). */
export interface ActiveFault extends FaultRule {
  id: number;
  remaining?: number;
  /** Requests the rule has applied to so far. */
  hits: number;
}

/** Where a request is, for matching: `path` without prefix and market, the route `pattern`, the market. */
export interface FaultTarget {
  path: string;
  pattern?: string;
  market?: string;
}

export class FaultRuleError extends Error {
  constructor(
    message: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(message);
    this.name = 'FaultRuleError';
  }
}

function pathMatches(rulePath: string, target: FaultTarget): boolean {
  if (rulePath === '*' || rulePath === target.path || rulePath === target.pattern) return true;
  return rulePath.endsWith('*') && target.path.startsWith(rulePath.slice(0, -1));
}

const sameMarkets = (a?: readonly string[], b?: readonly string[]) =>
  (a ?? []).slice().sort().join(',') === (b ?? []).slice().sort().join(',');

/** Thrown by `set()` on a switchboard that is off: the app was built without `faults: true`. */
export class FaultsDisabledError extends Error {
  constructor() {
    super('Fault switching is off: build the sandbox with `faults: true` (or SANDBOX_FAULTS=1)');
    this.name = 'FaultsDisabledError';
  }
}

export class FaultSwitchboard {
  private rules: ActiveFault[] = [];
  private nextId = 1;
  /** Whether rules may be set at all; a switchboard that is off never holds one. */
  readonly enabled: boolean;

  constructor({ enabled = true }: { enabled?: boolean } = {}) {
    this.enabled = enabled;
  }

  /** Adds (or replaces) a rule; throws FaultRuleError when it is invalid, FaultsDisabledError when off. */
  set(rule: FaultRule): ActiveFault {
    if (!this.enabled) throw new FaultsDisabledError();
    const parsed = FaultRuleSchema.safeParse(rule);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'rule'}: ${i.message}`).join('; ');
      throw new FaultRuleError(detail, parsed.error.issues);
    }
    const active: ActiveFault = { ...parsed.data, id: this.nextId++, hits: 0 };
    if (parsed.data.times !== undefined) active.remaining = parsed.data.times;
    this.rules = this.rules.filter(
      (r) => !(r.path === active.path && sameMarkets(r.markets, active.markets)),
    );
    this.rules.push(active);
    return { ...active };
  }

  clear(): void {
    this.rules = [];
  }

  list(): ActiveFault[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  get size(): number {
    return this.rules.length;
  }

  /** The newest rule matching the request, consuming one of its uses; undefined when none applies. */
  take(target: FaultTarget): ActiveFault | undefined {
    for (let i = this.rules.length - 1; i >= 0; i--) {
      const rule = this.rules[i] as ActiveFault;
      if (!pathMatches(rule.path, target)) continue;
      if (rule.markets && (!target.market || !rule.markets.includes(target.market as never))) continue;
      rule.hits++;
      if (rule.remaining !== undefined) {
        rule.remaining--;
        if (rule.remaining <= 0) this.rules.splice(i, 1);
      }
      return { ...rule };
    }
    return undefined;
  }
}
