import { createHash } from 'node:crypto';
import type { GeoLocation, GeoPlace } from '@homeport/sdk';
import { REGIONS } from '../seed/regions';

/**
 * The simulator's geocoder (spec 2 §7 "Location: geolocation get, create,
 * ... searchByCityName"): a fixed gazetteer instead of a map service. Real
 * coordinates for the larger cities; the seed's other service centres get
 * a place inside India made from their name (stable, never random).
 */
const KNOWN: Array<[city: string, state: string, alpha2Code: string, lat: number, lng: number]> = [
  ['Bengaluru', 'Karnataka', 'IN', 12.9716, 77.5946],
  ['Chennai', 'Tamil Nadu', 'IN', 13.0827, 80.2707],
  ['Coimbatore', 'Tamil Nadu', 'IN', 11.0168, 76.9558],
  ['Kochi', 'Kerala', 'IN', 9.9312, 76.2673],
  ['New Delhi', 'Delhi', 'IN', 28.6139, 77.209],
  ['Mumbai', 'Maharashtra', 'IN', 19.076, 72.8777],
  ['Pune', 'Maharashtra', 'IN', 18.5204, 73.8567],
  ['Kolkata', 'West Bengal', 'IN', 22.5726, 88.3639],
  ['Hyderabad', 'Telangana', 'IN', 17.385, 78.4867],
  ['Ahmedabad', 'Gujarat', 'IN', 23.0225, 72.5714],
  ['Jaipur', 'Rajasthan', 'IN', 26.9124, 75.7873],
  ['London', 'England', 'GB', 51.5074, -0.1278],
  ['Berlin', 'Berlin', 'DE', 52.52, 13.405],
  ['Munich', 'Bavaria', 'DE', 48.1351, 11.582],
  ['Paris', 'Île-de-France', 'FR', 48.8566, 2.3522],
  ['Rome', 'Lazio', 'IT', 41.9028, 12.4964],
  ['Madrid', 'Madrid', 'ES', 40.4168, -3.7038],
  ['Amsterdam', 'North Holland', 'NL', 52.3676, 4.9041],
  ['New York', 'New York', 'US', 40.7128, -74.006],
  ['Toronto', 'Ontario', 'CA', 43.6532, -79.3832],
  ['São Paulo', 'São Paulo', 'BR', -23.5505, -46.6333],
  ['Nairobi', 'Nairobi', 'KE', -1.2921, 36.8219],
  ['Dubai', 'Dubai', 'AE', 25.2048, 55.2708],
  ['Singapore', 'Singapore', 'SG', 1.3521, 103.8198],
  ['Tokyo', 'Tokyo', 'JP', 35.6762, 139.6503],
  ['Sydney', 'New South Wales', 'AU', -33.8688, 151.2093],
  ['Dhaka', 'Dhaka', 'BD', 23.8103, 90.4125],
  ['Jakarta', 'Jakarta', 'ID', -6.2088, 106.8456],
];

const key = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase();

function inIndia(city: string): GeoLocation {
  const digest = createHash('sha256').update(city).digest();
  // India's mainland, roughly: latitude 9 to 30, longitude 72 to 88.
  return { lat: Math.round((9 + (digest.readUInt16BE(0) / 65535) * 21) * 1e4) / 1e4, lng: Math.round((72 + (digest.readUInt16BE(2) / 65535) * 16) * 1e4) / 1e4 };
}

function gazetteer(countries: Map<string, string>): GeoPlace[] {
  const places = KNOWN.map(([city, state, alpha2Code, lat, lng]) => ({ city, state, alpha2Code, country: countries.get(alpha2Code) ?? alpha2Code, location: { lat, lng } }));
  const known = new Set(places.map((p) => key(p.city)));
  for (const region of Object.values(REGIONS)) {
    for (const { state, centres } of region) {
      for (const city of centres) {
        if (!known.has(key(city))) places.push({ city, state, alpha2Code: 'IN', country: countries.get('IN') ?? 'India', location: inIndia(city) });
      }
    }
  }
  return places;
}

export class Geocoder {
  private readonly places: GeoPlace[];

  /** `countries`: alpha-2 code to name (the countries list). */
  constructor(countries: Map<string, string>) {
    this.places = gazetteer(countries);
  }

  /** The place of a city in a country, or null when the gazetteer does not know it. */
  locate(city: string, alpha2Code: string): GeoPlace | null {
    return this.places.find((p) => key(p.city) === key(city) && p.alpha2Code === alpha2Code.toUpperCase()) ?? null;
  }

  /** Places whose name starts with `name` (then those containing it), at most 10, optionally in one country. */
  search(name: string, alpha2Code?: string): GeoPlace[] {
    const wanted = key(name);
    const inCountry = this.places.filter((p) => alpha2Code === undefined || alpha2Code === '' || p.alpha2Code === alpha2Code.toUpperCase());
    const starts = inCountry.filter((p) => key(p.city).startsWith(wanted));
    const contains = inCountry.filter((p) => !key(p.city).startsWith(wanted) && key(p.city).includes(wanted));
    return [...starts, ...contains].slice(0, 10);
  }
}
