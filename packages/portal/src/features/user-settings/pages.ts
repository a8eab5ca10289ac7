// The user settings feature's lazy chunk.
export { UserSettingsPage } from './UserSettingsPage';
