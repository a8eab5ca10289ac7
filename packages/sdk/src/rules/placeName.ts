import * as v from 'valibot';
import { MAX_PLACE_NAME, placeName } from '../wire/home';

export type PlaceNameProblem = 'empty' | 'tooLong' | 'controlCharacter' | 'duplicate';

/** Two names are the same when they match trimmed and without regard to case (spec 2 §5: "must not duplicate an existing one in its list"). */
export const samePlaceName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Why a device, floor or room name would be refused, or null: the gateway's
 * own rule (wire/home.ts placeName), plus a duplicate among `taken` (the
 * other names of its list: floors among floors, rooms within their floor).
 */
export function placeNameProblem(name: string, taken: readonly string[] = []): PlaceNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (!v.is(placeName(), name)) return trimmed.length > MAX_PLACE_NAME ? 'tooLong' : 'controlCharacter';
  if (taken.some((other) => samePlaceName(other, trimmed))) return 'duplicate';
  return null;
}
