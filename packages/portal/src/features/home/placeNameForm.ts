import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { placeName, samePlaceName } from '@homeport/sdk';
import type { FormWords } from '../../components/ui/form/useForm';

/**
 * A floor or room name as the gateway checks it (add_floor, add_room,
 * rename_floor, rename_room: the sdk's placeName), and not the same as one
 * of `taken` (the other names of its list: floors among floors, rooms
 * within their floor; spec 2 §5).
 */
export const placeNameForm = (taken: readonly string[]) =>
  v.object({
    name: v.pipe(
      placeName(),
      v.check((name) => !taken.some((other) => samePlaceName(other, name)), 'duplicate'),
    ),
  });

export type PlaceNameValues = v.InferInput<ReturnType<typeof placeNameForm>>;

/** The words for a refused floor or room name. */
export const placeNameWords = (t: TFunction, list: 'floor' | 'room'): FormWords<PlaceNameValues> => ({
  name: {
    min_length: 'HOME.NAME_EMPTY',
    max_length: 'HOME.NAME_TOO_LONG',
    check: 'HOME.NAME_CONTROL',
    duplicate: (issue) => t(list === 'floor' ? 'HOME.FLOOR_DUPLICATE' : 'HOME.ROOM_DUPLICATE', { name: issue.input }),
  },
});
