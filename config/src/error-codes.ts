/**
 * The error codes a visitor can be shown through the `errorCode` query parameter: the error catalogues
 * of storefront.md §8 and buying-flow.md §8. A page and its cache key hold only these; any other value is
 * the one `UNKNOWN` code (visitor-chosen values in cache keys come from bounded sets, so no visitor grows the
 * cache).
 */

/** storefront.md §8 "The error catalogue" (ERROR_LOGIN_{SOCIAL}_USER for the social logins the copy has). */
const STOREFRONT_CODES = [
  'ERR_SALES_AUTH',
  'ERROR_CONFIG_DATA',
  'ERROR_LOG_USER',
  'ERROR_LOGIN_FACEBOOK_USER',
  'ERROR_LOGIN_GOOGLE_USER',
  'ERROR_REGISTER_USER',
  'ERROR_RECOVER_PASSWORD_DATA',
  'ERROR_LEAD_FORM_DATA',
  'ERROR_RECENTLY_VISITED_DATA',
  'ERROR_PROFILE_DATA',
  'ERROR_SET_PROFILE_DATA',
  'ERROR_WISHLIST_DATA',
  'ERROR_DELETE_WISHLIST_ITEM',
  'ERROR_DELETE_WISHLIST_BUDGET_ITEM',
  'ERROR_TOGGLE_WISHLIST',
  'ERROR_WALLET_DATA',
  'ERROR_WALLET_BALANCE_DATA',
  'ERROR_WALLET_MOVEMENTS_DATA',
  'ERROR_GENERIC_PAGES_DATA',
] as const;

/** buying-flow.md §8: the trip page's and the checkout's codes. */
const BUYING_FLOW_CODES = [
  'ERR_NO_FLIGHTS_AVAILABLE',
  'ERROR_AIRPORTS',
  'ERROR_COUNTRY_AIRPORTS',
  'ERROR_ITINERARY_DATA',
  'ERROR_OFFER_CONDITIONS_BLOCK',
  'ERROR_FLIGHT_DAYS',
  'ERROR_FLIGHTS_LIST',
  'ERROR_ORDER_ATTEMPT_DATA',
  'ERROR_UPDATE_ORDER_ATTEMPT_DATA',
  'ERROR_ORDER_ATTEMPT_CREATE_DATA',
  'ERROR_ORDER_DATA',
  'ERROR_ORDER_TRAVELERS_DATA',
  'ERROR_SET_ORDER_TRAVELERS_DATA',
  'ERROR_SET_ORDER_PASSENGERS_DATA',
  'ERROR_ORDER_ACTIVITIES_DATA',
  'ERROR_SET_ORDER_ACTIVITIES_DATA',
  'ERROR_TICKET_DATA',
  'ERROR_TICKET_PROVIDERS_DATA',
] as const;

const ERROR_CODES: ReadonlySet<string> = new Set<string>([...STOREFRONT_CODES, ...BUYING_FLOW_CODES]);

/** What an `errorCode` outside the catalogue becomes: the modal still opens, with the generic copy. */
export const UNKNOWN_ERROR_CODE = 'UNKNOWN';

/**
 * storefront.md §4 Modals: "The error modal opens when errorCode is present", and §8 does not say
 * what each code shows: so a present code is kept when the catalogue knows it and is otherwise the one
 * `UNKNOWN` code (the generic message); an absent or blank one is no code.
 */
export function knownErrorCode(value: string | null | undefined): string | null {
  const code = typeof value === 'string' ? value.trim() : '';
  if (code === '') return null;
  return ERROR_CODES.has(code) ? code : UNKNOWN_ERROR_CODE;
}
