/** Which placements of a layout apply to a request: audience rules and schedule windows (pure). */
import type { AudienceRule, ScheduleWindow } from '@waypoint/schemas';
import type { RequestContext } from './types.ts';

/** Every present field must match; an absent field matches everyone. */
export function matchesAudience(rule: AudienceRule, ctx: RequestContext): boolean {
  if (rule.markets && !rule.markets.includes(ctx.market)) return false;
  if (rule.siteKinds && !rule.siteKinds.includes(ctx.site.kind)) return false;
  if (rule.devices && !rule.devices.includes(ctx.device)) return false;
  if (rule.affiliates && !rule.affiliates.includes(ctx.site.affiliateId)) return false;
  if (rule.experiment) {
    const variant = ctx.experiments[rule.experiment.name] ?? 'v1';
    if (!rule.experiment.variants.includes(variant)) return false;
  }
  return true;
}

/** The window includes `from` and excludes `until`. */
export function inSchedule(window: ScheduleWindow, now: Date): boolean {
  const t = now.getTime();
  if (window.from !== null && t < Date.parse(window.from)) return false;
  if (window.until !== null && t >= Date.parse(window.until)) return false;
  return true;
}

/** Experiments a layout's audience rules read: they must be assigned before placements are filtered. */
export function audienceExperiments(rules: readonly AudienceRule[]): string[] {
  return rules.flatMap((r) => (r.experiment ? [r.experiment.name] : []));
}

export interface Exclusion {
  /** The rule that left the placement out, e.g. 'audience.markets' or 'schedule.until'. */
  rule: string;
  reason: string;
}

const list = (values: readonly unknown[]) => values.join(', ');

/**
 * Why a placement does not apply to a request (`?explain=1`), or null when it applies. Checks run in
 * the order `matchesAudience` and `inSchedule` apply them, so the first failing rule is reported.
 */
export function exclusionOf(
  placement: { audience: AudienceRule; schedule: ScheduleWindow },
  ctx: RequestContext,
  now: Date,
): Exclusion | null {
  const rule = placement.audience;
  if (rule.markets && !rule.markets.includes(ctx.market))
    return { rule: 'audience.markets', reason: `market ${ctx.market} is not one of ${list(rule.markets)}` };
  if (rule.siteKinds && !rule.siteKinds.includes(ctx.site.kind))
    return {
      rule: 'audience.siteKinds',
      reason: `site kind ${ctx.site.kind} is not one of ${list(rule.siteKinds)}`,
    };
  if (rule.devices && !rule.devices.includes(ctx.device))
    return { rule: 'audience.devices', reason: `device ${ctx.device} is not one of ${list(rule.devices)}` };
  if (rule.affiliates && !rule.affiliates.includes(ctx.site.affiliateId))
    return {
      rule: 'audience.affiliates',
      reason: `affiliate ${ctx.site.affiliateId} is not one of ${list(rule.affiliates)}`,
    };
  if (rule.experiment) {
    const variant = ctx.experiments[rule.experiment.name] ?? 'v1';
    if (!rule.experiment.variants.includes(variant))
      return {
        rule: 'audience.experiment',
        reason: `experiment ${rule.experiment.name} is ${variant}, not one of ${list(rule.experiment.variants)}`,
      };
  }
  const { from, until } = placement.schedule;
  const t = now.getTime();
  if (from !== null && t < Date.parse(from))
    return { rule: 'schedule.from', reason: `starts at ${from}; it is ${now.toISOString()}` };
  if (until !== null && t >= Date.parse(until))
    return { rule: 'schedule.until', reason: `ended at ${until}; it is ${now.toISOString()}` };
  return null;
}

/**
 * Which scheduled placements are live at `now`, as a short key: pages cached before a window opens
 * or closes must not be served after it (the page cache key includes this).
 */
export function scheduleState(schedules: readonly ScheduleWindow[], now: Date): string {
  let bits = '';
  for (const s of schedules) {
    if (s.from === null && s.until === null) continue;
    bits += inSchedule(s, now) ? '1' : '0';
  }
  return bits;
}
