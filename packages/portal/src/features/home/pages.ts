// The home-setup feature's lazy chunk.
export { HomeSetupPage } from './HomeSetupPage';
export { RoomPage } from './RoomPage';
export { AddRoomPage } from './AddRoomPage';
