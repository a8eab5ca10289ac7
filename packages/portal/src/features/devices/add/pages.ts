// The add-device wizards' lazy chunk (one device, or a bulk file).
export { AddDevicePage } from './AddDevicePage';
