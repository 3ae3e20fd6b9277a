/**
 * Travel facts of the 47 selling countries (storefront.md §7 `/v1/destinations/countries/{id}`): capital,
 * spoken languages (BCP 47), currency (ISO 4217), main time zone (IANA), the best months to travel and the
 * entry rule for most visitors. Names are localised at build time with Intl.DisplayNames.
 */

/** 'free': no visa for short stays; 'eta': an online authorisation; 'arrival': a visa on arrival; 'required': ahead. */
export type VisaRule = 'free' | 'eta' | 'arrival' | 'required';

export interface CountryFacts {
  capital: string;
  languages: readonly string[];
  currency: string;
  timeZone: string;
  /** Best months to travel, 1-12, from and to (may wrap past December). */
  best: readonly [number, number];
  visa: VisaRule;
}

const f = (
  capital: string,
  languages: string,
  currency: string,
  timeZone: string,
  best: [number, number],
  visa: VisaRule,
): CountryFacts => ({ capital, languages: languages.split(','), currency, timeZone, best, visa });

/** By ISO 3166-1 alpha-2 code. */
export const COUNTRY_FACTS: Readonly<Record<string, CountryFacts>> = {
  MA: f('Rabat', 'ar,fr', 'MAD', 'Africa/Casablanca', [3, 5], 'free'),
  EG: f('Cairo', 'ar', 'EGP', 'Africa/Cairo', [10, 4], 'arrival'),
  KE: f('Nairobi', 'sw,en', 'KES', 'Africa/Nairobi', [7, 10], 'eta'),
  TZ: f('Dodoma', 'sw,en', 'TZS', 'Africa/Dar_es_Salaam', [6, 10], 'arrival'),
  ZA: f('Pretoria', 'en,zu,af', 'ZAR', 'Africa/Johannesburg', [5, 9], 'free'),
  NA: f('Windhoek', 'en,af', 'NAD', 'Africa/Windhoek', [5, 10], 'free'),
  MU: f('Port Louis', 'en,fr', 'MUR', 'Indian/Mauritius', [5, 12], 'free'),
  TN: f('Tunis', 'ar,fr', 'TND', 'Africa/Tunis', [4, 6], 'free'),
  BW: f('Gaborone', 'en,tn', 'BWP', 'Africa/Gaborone', [5, 10], 'free'),
  JP: f('Tokyo', 'ja', 'JPY', 'Asia/Tokyo', [3, 5], 'free'),
  TH: f('Bangkok', 'th', 'THB', 'Asia/Bangkok', [11, 3], 'free'),
  VN: f('Hanoi', 'vi', 'VND', 'Asia/Ho_Chi_Minh', [2, 4], 'eta'),
  ID: f('Jakarta', 'id', 'IDR', 'Asia/Jakarta', [5, 9], 'arrival'),
  IN: f('New Delhi', 'hi,en', 'INR', 'Asia/Kolkata', [10, 3], 'eta'),
  CN: f('Beijing', 'zh', 'CNY', 'Asia/Shanghai', [4, 5], 'required'),
  LK: f('Colombo', 'si,ta', 'LKR', 'Asia/Colombo', [12, 3], 'eta'),
  JO: f('Amman', 'ar', 'JOD', 'Asia/Amman', [3, 5], 'arrival'),
  TR: f('Ankara', 'tr', 'TRY', 'Europe/Istanbul', [4, 6], 'free'),
  AE: f('Abu Dhabi', 'ar,en', 'AED', 'Asia/Dubai', [11, 3], 'free'),
  MV: f('Malé', 'dv', 'MVR', 'Indian/Maldives', [11, 4], 'arrival'),
  US: f('Washington, D.C.', 'en', 'USD', 'America/New_York', [5, 9], 'eta'),
  CA: f('Ottawa', 'en,fr', 'CAD', 'America/Toronto', [6, 9], 'eta'),
  MX: f('Mexico City', 'es', 'MXN', 'America/Mexico_City', [12, 4], 'free'),
  CR: f('San José', 'es', 'CRC', 'America/Costa_Rica', [12, 4], 'free'),
  CU: f('Havana', 'es', 'CUP', 'America/Havana', [11, 4], 'required'),
  DO: f('Santo Domingo', 'es', 'DOP', 'America/Santo_Domingo', [12, 4], 'free'),
  GT: f('Guatemala City', 'es', 'GTQ', 'America/Guatemala', [11, 4], 'free'),
  PE: f('Lima', 'es,qu', 'PEN', 'America/Lima', [5, 9], 'free'),
  AR: f('Buenos Aires', 'es', 'ARS', 'America/Argentina/Buenos_Aires', [10, 4], 'free'),
  BR: f('Brasília', 'pt', 'BRL', 'America/Sao_Paulo', [4, 10], 'free'),
  CL: f('Santiago', 'es', 'CLP', 'America/Santiago', [10, 3], 'free'),
  CO: f('Bogotá', 'es', 'COP', 'America/Bogota', [12, 3], 'free'),
  EC: f('Quito', 'es', 'USD', 'America/Guayaquil', [6, 9], 'free'),
  AU: f('Canberra', 'en', 'AUD', 'Australia/Sydney', [9, 11], 'eta'),
  NZ: f('Wellington', 'en,mi', 'NZD', 'Pacific/Auckland', [12, 3], 'eta'),
  FJ: f('Suva', 'en,fj', 'FJD', 'Pacific/Fiji', [5, 10], 'free'),
  PF: f('Papeete', 'fr,ty', 'XPF', 'Pacific/Tahiti', [5, 10], 'free'),
  IT: f('Rome', 'it', 'EUR', 'Europe/Rome', [4, 6], 'free'),
  GR: f('Athens', 'el', 'EUR', 'Europe/Athens', [5, 10], 'free'),
  PT: f('Lisbon', 'pt', 'EUR', 'Europe/Lisbon', [4, 10], 'free'),
  HR: f('Zagreb', 'hr', 'EUR', 'Europe/Zagreb', [5, 9], 'free'),
  IS: f('Reykjavík', 'is', 'ISK', 'Atlantic/Reykjavik', [6, 8], 'free'),
  NO: f('Oslo', 'no', 'NOK', 'Europe/Oslo', [6, 8], 'free'),
  IE: f('Dublin', 'en,ga', 'EUR', 'Europe/Dublin', [5, 9], 'free'),
  CZ: f('Prague', 'cs', 'CZK', 'Europe/Prague', [5, 9], 'free'),
  ES: f('Madrid', 'es', 'EUR', 'Europe/Madrid', [4, 6], 'free'),
  FR: f('Paris', 'fr', 'EUR', 'Europe/Paris', [5, 9], 'free'),
};
