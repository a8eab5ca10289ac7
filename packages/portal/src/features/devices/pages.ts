// The devices feature's lazy chunk.
export { DevicesPage } from './DevicesPage';
export { DevicePage } from './device/DevicePage';
