export { type BuildSandboxOptions, buildSandbox, type SandboxOptions, sandboxPlugin } from './app.ts';
export { ADVISORS, AFFILIATES, RESELLERS, SUBDOMAIN_AFFILIATES } from './builders/partners.ts';
export {
  CATEGORIES,
  type Catalogue,
  type Category,
  CONTINENT_INFO,
  CONTINENTS,
  COUNTRIES,
  type Continent,
  type CountryDef,
  continentPath,
  countryPath,
  DEFAULT_SEED,
  getCatalogue,
  REGIONS,
  type RegionDef,
  regionPath,
  type Trip,
  tripPath,
} from './catalogue/index.ts';
export { AttemptStore, type OrderAttempt } from './checkout/attempts.ts';
export { BudgetStore } from './checkout/budgets.ts';
export { Outbox } from './checkout/outbox.ts';
export { VOUCHERS } from './checkout/vouchers.ts';
export { type ErrorCode, Errors } from './errors.ts';
export {
  type ActiveFault,
  type FaultRule,
  FaultRuleError,
  FaultRuleSchema,
  FaultSwitchboard,
  FaultsDisabledError,
} from './faults.ts';
export { LANGS, type Lang, LOCALES, type Locale, MARKET_INFO, MARKETS, type Market } from './markets.ts';
export { formatPrice } from './money.ts';
export { CHALLENGE_FAILED, TEST_ACCOUNTS, TEST_CARDS } from './payments/cards.ts';
export { ACH_SETTLE_MS, PaymentStore } from './payments/store.ts';
export { CallStats } from './stats.ts';
