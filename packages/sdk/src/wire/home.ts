import * as v from 'valibot';
import { deviceIdSchema } from './commands';
import { integer } from './fields';
import { hasControlCharacter } from '../rules/controlCharacters';

/**
 * Floors, rooms and device names as the gateway keeps them (spec 2 §2 "Home
 * setup", §7 "floors, rooms and zones add/remove/rename", "device name and
 * delete"; docs/contracts.md "Home setup commands"). Room membership has one
 * source on the gateway: the device's `room_id`; a room's `devices` list is
 * read from it.
 */

/** Floor 0 and room 0 are the fixed "Unsorted Devices" room (spec 2 §2); neither can be renamed or removed. */
export const UNSORTED_FLOOR_ID = 0;
export const UNSORTED_ROOM_ID = 0;

/** Longest device, floor and room name (characters, after trimming). */
export const MAX_PLACE_NAME = 40;

/**
 * A device, floor or room name: trimmed, 1 to 40 characters, no control
 * characters. Letters of any script, digits and punctuation are fine
 * ("Bedroom 2", "Kid's room", "Küche").
 */
export const placeName = () => {
  const message = `must be 1 to ${MAX_PLACE_NAME} characters`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(MAX_PLACE_NAME, message),
    v.check((name) => !hasControlCharacter(name), 'must not hold control characters'),
  );
};

/** Floor and room ids: non-negative integers the gateway hands out. */
export const placeId = () => integer(0, 1_000_000_000);

// --- commands (channel ohm) ------------------------------------------------

/** get_floor_list (query): no params; answers `Floor[]`, floor 0 first. */
export const FloorListParams = v.object({});

/** add_floor: answers `{floor_id}`; then floor_added. */
export const AddFloorParams = v.object({ name: placeName() });
/** remove_floor: its rooms go with it and their devices to Unsorted Devices; then dev_removed_from_room per device, room_removed per room, floor_removed. */
export const RemoveFloorParams = v.object({ floor_id: placeId() });
/** rename_floor: then floor_name_changed. */
export const RenameFloorParams = v.object({ floor_id: placeId(), name: placeName() });

/** add_room (alias add_zone): answers `{room_id}`; then room_added. */
export const AddRoomParams = v.object({ floor_id: placeId(), name: placeName() });
/** remove_room (alias remove_zone): its devices go to Unsorted Devices (dev_removed_from_room each); then room_removed. */
export const RemoveRoomParams = v.object({ room_id: placeId() });
/** rename_room (alias rename_zone): then room_name_changed. */
export const RenameRoomParams = v.object({ room_id: placeId(), name: placeName() });

/** add_device_to_room: moves the device (dev_removed_from_room from its old room unless Unsorted, then dev_added_to_room). Room 0 is Unsorted Devices. */
export const DeviceToRoomParams = v.object({ device: deviceIdSchema(), room_id: placeId() });
/** remove_device_from_room: back to Unsorted Devices; then dev_removed_from_room. */
export const DeviceFromRoomParams = v.object({ device: deviceIdSchema() });

/** set_device_name: then device_renamed. */
export const DeviceNameParams = v.object({ device: deviceIdSchema(), name: placeName() });
/** delete_device: removes the device's record without asking the device (the force removal of spec 2 §4); then device_removed. */
export const DeleteDeviceParams = v.object({ device: deviceIdSchema() });

// --- events (gateway evt topic) --------------------------------------------

export const FloorAddedData = v.object({ floor_id: placeId(), floor_name: v.string() });
export const FloorRemovedData = v.object({ floor_id: placeId() });
export const FloorNameChangedData = v.object({ floor_id: placeId(), floor_name: v.string() });
export const RoomAddedData = v.object({ floor_id: placeId(), room_id: placeId(), room_name: v.string() });
export const RoomRemovedData = v.object({ floor_id: placeId(), room_id: placeId() });
export const RoomNameChangedData = v.object({ floor_id: placeId(), room_id: placeId(), room_name: v.string() });
/** dev_added_to_room, dev_removed_from_room. */
export const DeviceRoomData = v.object({ device_id: deviceIdSchema(), room_id: placeId() });
export const DeviceRenamedData = v.object({ device_id: deviceIdSchema(), device_name: v.string() });

/** Names of the events that change the floor layout (a client reads get_floor_list again on any of them). */
export const LAYOUT_EVENTS = [
  'floor_added',
  'floor_removed',
  'floor_name_changed',
  'room_added',
  'room_removed',
  'room_name_changed',
  'dev_added_to_room',
  'dev_removed_from_room',
] as const;

// --- answers -----------------------------------------------------------------

export const RoomSchema = v.object({ room_id: placeId(), room_name: v.string(), devices: v.array(deviceIdSchema()) });
export const FloorSchema = v.object({ floor_id: placeId(), floor_name: v.string(), rooms: v.array(RoomSchema) });
/** The answer of get_floor_list: floor 0 (holding room 0, Unsorted Devices) first. */
export const FloorListSchema = v.array(FloorSchema);
