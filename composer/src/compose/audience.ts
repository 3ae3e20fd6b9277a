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
