/**
 * The ticket's services day by day: segments arrive in trip order, each with its (formatted) date;
 * consecutive segments of the same date make one day of the timeline. Pure, so the grouping is tested
 * without rendering.
 */
import type { TicketDocumentProps } from '@waypoint/schemas';

export type Segment = TicketDocumentProps['segments'][number];

export interface TicketDay {
  date: string;
  segments: Segment[];
}

export function ticketDays(segments: readonly Segment[]): TicketDay[] {
  const days: TicketDay[] = [];
  for (const segment of segments) {
    const last = days.at(-1);
    if (last && last.date === segment.date) last.segments.push(segment);
    else days.push({ date: segment.date, segments: [segment] });
  }
  return days;
}

/** A phone number as a `tel:` address: its digits, with a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
