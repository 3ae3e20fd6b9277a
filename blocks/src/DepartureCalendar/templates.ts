/**
 * The calendar's choices come as templates (one link and one action per kind of choice, see the
 * contract's `selectDay`, `selectRelatedDay` and `monthNav.select`): the link of one choice is the
 * template's href with its placeholder filled in.
 */

/** The trip page with this day chosen: the href with its '{date}' placeholders filled in. */
export const dayHref = (href: string, date: string): string => href.replaceAll('{date}', date);

/** The trip page showing this month: the href with its '{month}' placeholders filled in. */
export const monthHref = (href: string, month: string): string => href.replaceAll('{month}', month);
