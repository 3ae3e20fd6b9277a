/**
 * Geography of the flight generator (flights.ts): real airports with their position and standard UTC
 * offset, the airport each destination country is flown to, and a small table of airlines with their
 * hubs. Positions give great-circle distances, hence block times; offsets give local times. Daylight
 * saving time is ignored on purpose: every airport keeps its standard offset all year, so a flight's
 * local times never depend on the season.
 */

export interface Airport {
  iata: string;
  /** The airport's city, as travellers name it (one spelling for every language). */
  city: string;
  lat: number;
  lon: number;
  /** Standard UTC offset in minutes. */
  utcOffset: number;
}

export interface Airline {
  code: string;
  name: string;
  /** IATA codes of its hubs, main hub first. */
  hubs: readonly string[];
}

const airport = (iata: string, city: string, lat: number, lon: number, utcOffsetHours: number): Airport => ({
  iata,
  city,
  lat,
  lon,
  utcOffset: Math.round(utcOffsetHours * 60),
});

const AIRPORT_LIST: readonly Airport[] = [
  // Departure airports of the nine markets (markets.ts).
  airport('SYD', 'Sydney', -33.95, 151.18, 10),
  airport('MEL', 'Melbourne', -37.67, 144.84, 10),
  airport('BNE', 'Brisbane', -27.38, 153.12, 10),
  airport('PER', 'Perth', -31.94, 115.97, 8),
  airport('ADL', 'Adelaide', -34.95, 138.53, 9.5),
  airport('YYZ', 'Toronto', 43.68, -79.63, -5),
  airport('YUL', 'Montréal', 45.47, -73.74, -5),
  airport('YVR', 'Vancouver', 49.19, -123.18, -8),
  airport('YYC', 'Calgary', 51.13, -114.01, -7),
  airport('BOG', 'Bogotá', 4.7, -74.15, -5),
  airport('MDE', 'Medellín', 6.16, -75.42, -5),
  airport('CLO', 'Cali', 3.54, -76.38, -5),
  airport('CTG', 'Cartagena', 10.44, -75.51, -5),
  airport('FRA', 'Frankfurt', 50.04, 8.56, 1),
  airport('MUC', 'München', 48.35, 11.79, 1),
  airport('BER', 'Berlin', 52.37, 13.5, 1),
  airport('HAM', 'Hamburg', 53.63, 9.99, 1),
  airport('DUS', 'Düsseldorf', 51.29, 6.77, 1),
  airport('MAD', 'Madrid', 40.47, -3.57, 1),
  airport('BCN', 'Barcelona', 41.3, 2.08, 1),
  airport('VLC', 'Valencia', 39.49, -0.48, 1),
  airport('AGP', 'Málaga', 36.67, -4.5, 1),
  airport('SVQ', 'Sevilla', 37.42, -5.9, 1),
  airport('BIO', 'Bilbao', 43.3, -2.91, 1),
  airport('CDG', 'Paris', 49.01, 2.55, 1),
  airport('LYS', 'Lyon', 45.73, 5.08, 1),
  airport('MRS', 'Marseille', 43.44, 5.22, 1),
  airport('NCE', 'Nice', 43.66, 7.21, 1),
  airport('TLS', 'Toulouse', 43.63, 1.37, 1),
  airport('MEX', 'Ciudad de México', 19.44, -99.07, -6),
  airport('GDL', 'Guadalajara', 20.52, -103.31, -6),
  airport('MTY', 'Monterrey', 25.78, -100.11, -6),
  airport('CUN', 'Cancún', 21.04, -86.87, -5),
  airport('LHR', 'London', 51.47, -0.45, 0),
  airport('MAN', 'Manchester', 53.35, -2.27, 0),
  airport('EDI', 'Edinburgh', 55.95, -3.37, 0),
  airport('BHX', 'Birmingham', 52.45, -1.75, 0),
  airport('GLA', 'Glasgow', 55.87, -4.43, 0),
  airport('JFK', 'New York', 40.64, -73.78, -5),
  airport('LAX', 'Los Angeles', 33.94, -118.41, -8),
  airport('ORD', 'Chicago', 41.98, -87.9, -6),
  airport('MIA', 'Miami', 25.79, -80.29, -5),
  airport('SFO', 'San Francisco', 37.62, -122.38, -8),
  airport('DFW', 'Dallas', 32.9, -97.04, -6),
  // Destination airports (DESTINATIONS) that are not departure airports.
  airport('RAK', 'Marrakech', 31.61, -8.04, 1),
  airport('CAI', 'Cairo', 30.12, 31.41, 2),
  airport('NBO', 'Nairobi', -1.32, 36.93, 3),
  airport('JRO', 'Kilimanjaro', -3.43, 37.07, 3),
  airport('CPT', 'Cape Town', -33.97, 18.6, 2),
  airport('WDH', 'Windhoek', -22.48, 17.47, 2),
  airport('MRU', 'Mauritius', -20.43, 57.68, 4),
  airport('TUN', 'Tunis', 36.85, 10.23, 1),
  airport('MUB', 'Maun', -19.97, 23.43, 2),
  airport('NRT', 'Tokyo', 35.77, 140.39, 9),
  airport('BKK', 'Bangkok', 13.69, 100.75, 7),
  airport('SGN', 'Ho Chi Minh City', 10.82, 106.65, 7),
  airport('DPS', 'Bali', -8.75, 115.17, 8),
  airport('DEL', 'Delhi', 28.57, 77.1, 5.5),
  airport('PEK', 'Beijing', 40.08, 116.58, 8),
  airport('CMB', 'Colombo', 7.18, 79.88, 5.5),
  airport('AMM', 'Amman', 31.72, 35.99, 3),
  airport('IST', 'Istanbul', 41.26, 28.74, 3),
  airport('DXB', 'Dubai', 25.25, 55.36, 4),
  airport('MLE', 'Malé', 4.19, 73.53, 5),
  airport('LAS', 'Las Vegas', 36.08, -115.15, -8),
  airport('SJO', 'San José', 9.99, -84.2, -6),
  airport('HAV', 'Havana', 22.99, -82.41, -5),
  airport('PUJ', 'Punta Cana', 18.57, -68.36, -4),
  airport('GUA', 'Guatemala City', 14.58, -90.53, -6),
  airport('LIM', 'Lima', -12.02, -77.11, -5),
  airport('EZE', 'Buenos Aires', -34.82, -58.54, -3),
  airport('GIG', 'Rio de Janeiro', -22.81, -43.25, -3),
  airport('SCL', 'Santiago', -33.39, -70.79, -4),
  airport('UIO', 'Quito', -0.13, -78.36, -5),
  airport('AKL', 'Auckland', -37.01, 174.79, 12),
  airport('NAN', 'Nadi', -17.76, 177.44, 12),
  airport('PPT', 'Papeete', -17.55, -149.61, -10),
  airport('FCO', 'Rome', 41.8, 12.25, 1),
  airport('ATH', 'Athens', 37.94, 23.94, 2),
  airport('LIS', 'Lisbon', 38.77, -9.13, 0),
  airport('DBV', 'Dubrovnik', 42.56, 18.27, 1),
  airport('KEF', 'Reykjavík', 63.99, -22.61, 0),
  airport('OSL', 'Oslo', 60.19, 11.1, 1),
  airport('DUB', 'Dublin', 53.42, -6.27, 0),
  airport('PRG', 'Prague', 50.1, 14.26, 1),
  // Connection airports (airline hubs) that are neither.
  airport('AMS', 'Amsterdam', 52.31, 4.76, 1),
  airport('ZRH', 'Zürich', 47.46, 8.55, 1),
  airport('DOH', 'Doha', 25.27, 51.61, 3),
  airport('ADD', 'Addis Ababa', 8.98, 38.8, 3),
  airport('JNB', 'Johannesburg', -26.14, 28.25, 2),
  airport('SIN', 'Singapore', 1.36, 103.99, 8),
  airport('HKG', 'Hong Kong', 22.31, 113.91, 8),
  airport('ATL', 'Atlanta', 33.64, -84.43, -5),
  airport('PTY', 'Panama City', 9.07, -79.38, -5),
  airport('GRU', 'São Paulo', -23.43, -46.47, -3),
];

export const AIRPORTS: ReadonlyMap<string, Airport> = new Map(AIRPORT_LIST.map((a) => [a.iata, a]));

/** The airport, which must be in the table (a missing one is a sandbox bug). */
export function airportOf(iata: string): Airport {
  const found = AIRPORTS.get(iata);
  if (!found) throw new Error(`No airport '${iata}' in the sandbox's airport table`);
  return found;
}

/**
 * The airports a trip to the country flies to, by ISO country code: the first that is not the
 * departure airport is used (a Spanish trip from Madrid flies to Barcelona).
 */
export const DESTINATIONS: Readonly<Record<string, readonly string[]>> = {
  MA: ['RAK'],
  EG: ['CAI'],
  KE: ['NBO'],
  TZ: ['JRO'],
  ZA: ['CPT', 'JNB'],
  NA: ['WDH'],
  MU: ['MRU'],
  TN: ['TUN'],
  BW: ['MUB'],
  JP: ['NRT'],
  TH: ['BKK'],
  VN: ['SGN'],
  ID: ['DPS'],
  IN: ['DEL'],
  CN: ['PEK'],
  LK: ['CMB'],
  JO: ['AMM'],
  TR: ['IST'],
  AE: ['DXB'],
  MV: ['MLE'],
  US: ['LAS', 'JFK'],
  CA: ['YVR', 'YYZ'],
  MX: ['CUN', 'MEX'],
  CR: ['SJO'],
  CU: ['HAV'],
  DO: ['PUJ'],
  GT: ['GUA'],
  PE: ['LIM'],
  AR: ['EZE'],
  BR: ['GIG'],
  CL: ['SCL'],
  CO: ['CTG', 'BOG'],
  EC: ['UIO'],
  AU: ['SYD', 'MEL'],
  NZ: ['AKL'],
  FJ: ['NAN'],
  PF: ['PPT'],
  IT: ['FCO'],
  GR: ['ATH'],
  PT: ['LIS'],
  HR: ['DBV'],
  IS: ['KEF'],
  NO: ['OSL'],
  IE: ['DUB'],
  CZ: ['PRG'],
  ES: ['MAD', 'BCN'],
  FR: ['CDG', 'NCE'],
};

/** The airport a trip to `countryCode` lands at when flying from `from`. */
export function destinationAirport(countryCode: string, from: string): Airport {
  const codes = DESTINATIONS[countryCode] ?? [];
  const iata = codes.find((code) => code !== from);
  if (!iata) throw new Error(`No destination airport for country '${countryCode}' from '${from}'`);
  return airportOf(iata);
}

/** Real airlines and their hubs: connections are made at a hub of the flight's carrier. */
export const AIRLINES: readonly Airline[] = [
  { code: 'AA', name: 'American Airlines', hubs: ['DFW', 'MIA', 'ORD'] },
  { code: 'DL', name: 'Delta Air Lines', hubs: ['ATL', 'JFK'] },
  { code: 'UA', name: 'United Airlines', hubs: ['SFO', 'ORD'] },
  { code: 'AC', name: 'Air Canada', hubs: ['YYZ', 'YUL', 'YVR'] },
  { code: 'AM', name: 'Aeroméxico', hubs: ['MEX'] },
  { code: 'AV', name: 'Avianca', hubs: ['BOG'] },
  { code: 'CM', name: 'Copa Airlines', hubs: ['PTY'] },
  { code: 'LA', name: 'LATAM Airlines', hubs: ['LIM', 'SCL', 'GRU'] },
  { code: 'IB', name: 'Iberia', hubs: ['MAD'] },
  { code: 'UX', name: 'Air Europa', hubs: ['MAD'] },
  { code: 'AF', name: 'Air France', hubs: ['CDG'] },
  { code: 'KL', name: 'KLM Royal Dutch Airlines', hubs: ['AMS'] },
  { code: 'LH', name: 'Lufthansa', hubs: ['FRA', 'MUC'] },
  { code: 'LX', name: 'Swiss International Air Lines', hubs: ['ZRH'] },
  { code: 'BA', name: 'British Airways', hubs: ['LHR'] },
  { code: 'TP', name: 'TAP Air Portugal', hubs: ['LIS'] },
  { code: 'TK', name: 'Turkish Airlines', hubs: ['IST'] },
  { code: 'EK', name: 'Emirates', hubs: ['DXB'] },
  { code: 'QR', name: 'Qatar Airways', hubs: ['DOH'] },
  { code: 'ET', name: 'Ethiopian Airlines', hubs: ['ADD'] },
  { code: 'SA', name: 'South African Airways', hubs: ['JNB'] },
  { code: 'SQ', name: 'Singapore Airlines', hubs: ['SIN'] },
  { code: 'CX', name: 'Cathay Pacific', hubs: ['HKG'] },
  { code: 'JL', name: 'Japan Airlines', hubs: ['NRT'] },
  { code: 'QF', name: 'Qantas', hubs: ['SYD', 'MEL'] },
  { code: 'NZ', name: 'Air New Zealand', hubs: ['AKL'] },
];

/** Great-circle distance in kilometres. */
export function distanceKm(a: Airport, b: Airport): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
