/** UI copy by language (the catalogue's trip copy lives in catalogue/trip-copy.ts). */
import type { Lang } from '../markets.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { SiteCopy } from './types.ts';

export type { SiteCopy } from './types.ts';

export const COPY: Record<Lang, SiteCopy> = { en, es, fr, de };
