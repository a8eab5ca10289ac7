// The replace-device wizard's lazy chunk.
export { ReplaceDevicePage } from './ReplaceDevicePage';
