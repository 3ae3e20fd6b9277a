/** What every response builder gets: the catalogue, the market, the copy language and the media base URL. */
import type { Catalogue } from '../catalogue/index.ts';
import { COPY, type SiteCopy } from '../copy/index.ts';
import type { Lang, Market } from '../markets.ts';

export interface BuildContext {
  catalogue: Catalogue;
  market: Market;
  lang: Lang;
  /** Absolute base URL for media ('http://127.0.0.1:4010' or '…/sandbox'). */
  base: string;
  copy: SiteCopy;
}

export function buildContext(catalogue: Catalogue, market: Market, lang: Lang, base: string): BuildContext {
  return { catalogue, market, lang, base, copy: COPY[lang] };
}
