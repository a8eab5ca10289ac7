import type { Device, Floor } from '@homeport/sdk';

/** The fixed room of spec 2 §2 Home setup; devices with room_id 0 live here. */
export const UNSORTED_ROOM_ID = 0;
export const UNSORTED_ROOM_NAME = 'Unsorted Devices';

export interface RoomPlan {
  room_id: number;
  room_name: string;
}

export interface FloorPlan {
  floor_id: number;
  floor_name: string;
  rooms: RoomPlan[];
}

/** Builds floors with each room's device ids from the devices' room_id; floor 0 holds Unsorted Devices. */
export function layoutFloors(plans: FloorPlan[], devices: Device[]): Floor[] {
  const idsIn = (roomId: number) => devices.filter((d) => d.room_id === roomId).map((d) => d.id);
  const unsorted: Floor = {
    floor_id: 0,
    floor_name: 'Unsorted',
    rooms: [{ room_id: UNSORTED_ROOM_ID, room_name: UNSORTED_ROOM_NAME, devices: idsIn(UNSORTED_ROOM_ID) }],
  };
  return [
    unsorted,
    ...plans.map((plan) => ({
      floor_id: plan.floor_id,
      floor_name: plan.floor_name,
      rooms: plan.rooms.map((room) => ({ ...room, devices: idsIn(room.room_id) })),
    })),
  ];
}
