import type { TFunction } from 'i18next';
import { MAX_PLACE_NAME, placeNameProblem } from '@homeport/sdk';

/** The words for a floor or room name the gateway would refuse, or null. */
export function nameProblemText(t: TFunction, name: string, taken: readonly string[], list: 'floor' | 'room'): string | null {
  switch (placeNameProblem(name, taken)) {
    case null:
      return null;
    case 'empty':
      return t('HOME.NAME_EMPTY');
    case 'tooLong':
      return t('HOME.NAME_TOO_LONG', { max: MAX_PLACE_NAME });
    case 'controlCharacter':
      return t('HOME.NAME_CONTROL');
    case 'duplicate':
      return t(list === 'floor' ? 'HOME.FLOOR_DUPLICATE' : 'HOME.ROOM_DUPLICATE', { name: name.trim() });
  }
}
