/**
 * One file per action (ARCHITECTURE.md "Actions"): its name (POST /v1/actions/<name>), the page kind
 * whose blocks carry it, its input schema (zod), and what it does: the page's new address (the service
 * composes it and answers the patch), another page to go to, or field errors (422). `pnpm gen` lists the
 * definitions of this folder in actions.gen.ts.
 */
import type { CookieInstruction } from '@waypoint/config';
import type {
  ActionFieldError,
  ActionFieldErrorCode,
  AnalyticsEvent,
  Locale,
  PageKind,
  SubmitAction,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { PageParams, Query } from '../pages/define-page.ts';
import type { DataSources } from '../sources/data-sources.ts';

export interface ActionArgs<I> {
  input: I;
  /** The page the action was posted from: its canonical params and its query as posted. */
  page: { params: PageParams; path: string; query: Query };
  locale: Locale;
  sources: DataSources;
  /** Translates for the visitor's language (field errors are in it). */
  t: TFunction;
  log: FastifyBaseLogger;
  /** Fires when the client goes away (a newer action superseded this one). */
  signal: AbortSignal;
  /** The composer's clock. */
  now: Date;
  /** The visitor's cookies (attribution of an order attempt). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The site's public origin, e.g. 'http://localhost:3000' (a payment provider's return address). */
  origin: string;
  /** The site the host names, and whether an agent asks (the payment's MOTO check). */
  site: { kind: string; subdomain: string };
  isAgent: boolean;
}

/**
 * A code another service refused a field with (the order attempt's or the lead form's API), passed on as it
 * came: marked so that the composer's own codes can only come from the contract's enum.
 */
export type UpstreamFieldCode = string & { readonly upstreamFieldCode: true };
export const upstreamFieldCode = (code: string) => code as UpstreamFieldCode;

/** A refused field as the composer answers it: one of its own codes, or an upstream's passed on. */
export interface FieldError extends ActionFieldError {
  code: ActionFieldErrorCode | UpstreamFieldCode;
}

export type ActionOutcome =
  /**
   * The page's new address (path and query): the answer patches the page to what a GET of it shows.
   * `refresh` names block types sent whole even when the page at the old address now composes the same
   * (their state is in the seller's records, not the address: the client still shows what it had).
   * `refused`: the write was not made (409 a stale revision, 410 an expired attempt): the answer carries
   * the fresh state and these errors, with that status.
   */
  | {
      url: string;
      events?: AnalyticsEvent[];
      /** Cookies the answer sets (the lead form's 'no more leads'). */
      cookies?: CookieInstruction[];
      refresh?: readonly string[];
      refused?: { status: 409 | 410; errors: FieldError[] };
    }
  /** Another page: the client goes there. */
  | { navigate: string; events?: AnalyticsEvent[] }
  /** Refused, nothing changed: 422 with these errors, in the visitor's language. */
  | { errors: FieldError[] };

export interface ActionDefinition<I extends z.ZodType = z.ZodType> {
  name: string;
  /** The kind of page whose blocks carry this action; posted from another page it is refused. */
  page: PageKind | readonly PageKind[];
  input: I;
  run(args: ActionArgs<z.output<I>>): Promise<ActionOutcome>;
}

export type AnyActionDefinition = ActionDefinition<z.ZodType>;

/** Identity that keeps the input type. */
export const defineAction = <I extends z.ZodType>(definition: ActionDefinition<I>) => definition;

/** What a block refers to an action by: its name and its input schema. */
export type ActionReference<I extends z.ZodType> = Pick<ActionDefinition<I>, 'name' | 'input'>;

/**
 * A block's submit action (`{ kind: 'submit', action, input }`), referred to through the action's definition
 * so that a renamed action or a changed input fails the type check, not a request. `input` is checked
 * against the input as it is posted (`z.input`: before the schema's defaults and transforms). `clientAdds`
 * names the fields the client adds when it posts (what the visitor typed or picked: the pay form's consent,
 * the calendar's day); they are left out of the check and, as before, not carried in the action itself.
 */
export function submitOf<I extends z.ZodType, const F extends keyof z.input<I> = never>(
  action: ActionReference<I>,
  input: Omit<z.input<I>, F>,
  _added?: { clientAdds: readonly F[] },
): SubmitAction {
  return { kind: 'submit', action: action.name, input: input as Record<string, unknown> };
}
