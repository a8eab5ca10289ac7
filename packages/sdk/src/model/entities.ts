/**
 * Entities as they travel over REST and MQTT. Field names are the spec's
 * (spec 1 §3, spec 2 §3); see docs/contracts.md for the exact wire shapes.
 */

export type Role = 'admin' | 'users' | 'test';

export interface Contact {
  contactType: 'email' | 'phone';
  contact: string;
  isDefault: boolean;
  label?: string;
  /** The contact's id within its profile (PUT and DELETE /crm/profile/{id}/contact/{contactId}); absent only in older data. */
  _id?: string;
  /** spec 2 §2 "notification toggle": alarms reach this contact (absent counts as true). */
  sendNotification?: boolean;
}

/** spec 2 §3 User.receiveAnnouncementsBy: one channel of the announcement opt-in. */
export interface AnnouncementOptIn {
  contactType: 'email' | 'pushMobile' | 'whatsapp';
  sendAnnouncements: boolean;
}

/** spec 2 §3 User "address list": one postal address of the user (fields of spec 2 §3 "Address"). */
export interface UserAddress {
  _id: string;
  line1: string;
  line2: string;
  city: string;
  zip: string;
  country: string;
}

/** User details (spec 1 §3): groups[0] is the role, groups[1] the subrole. */
export interface UserDetails {
  id: string;
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  contacts: Contact[];
  groups: string[];
  preferredLanguage: string;
  /** Serial numbers of the gateways this user owns or is linked to. */
  devices: string[];
  parentsIds: string[];
  /** spec 2 §3, §6: how the account came to be ('email', 'uid', 'phoneNumber'); absent counts as 'email'. */
  onBoardingType?: string;
  /** spec 2 §3: the announcement channels and whether each is on; absent channels are off. */
  receiveAnnouncementsBy?: AnnouncementOptIn[];
  /** spec 2 §4: the user asked for the account to be deleted. */
  isProfileMarkedForDeletion?: boolean;
  addresses?: UserAddress[];
}

export interface Session {
  sessionId: string;
  userId: string;
}

/** A session as others may see it: its ref (model/sessionRef.ts), never its id. */
export interface SessionInfo {
  sessionRef: string;
  userId: string;
}

/** A row of POST /auth/getLoggedInUsers. */
export interface LiveSession extends SessionInfo {
  createdAt: number;
  lastSeenAt: number;
  /** The session that asked. */
  current: boolean;
  mqttClients: number;
}

export interface LoginResult extends Session {
  user: UserDetails;
}

export type ConnectionStatus = 'online' | 'offline';

export interface InstallationHistoryEntry {
  status: string;
  ts?: number;
}

export interface Installation {
  softwareId: string;
  history: InstallationHistoryEntry[];
}

/** The cloud's record of a gateway (spec 1 §3 "Current gateway", spec 2 §3). */
export interface Gateway {
  serialNumber: string;
  name: string;
  /** Owner's userId, or null when unassigned. */
  userId: string | null;
  connectionStatus: ConnectionStatus;
  secureId: string;
  type: string;
  model: string;
  /** Bit flags; bit 2 (value 4) means only Settings is usable (spec 1 §6). */
  operationMode: number;
  connectionType: 'ethernet' | 'wifi' | 'unknown';
  currentFWVersion: string;
  swVersions: { ohmVersion: string };
  installations: Installation[];
  installationSoftwareId: string | null;
  backupRestoreInProgress: boolean;
  replacementInProgress: boolean;
  /** Ours: the gateway's stored data could not be loaded and was set aside; absent when it loads (docs/contracts.md "Gateways"). */
  dataUnavailable?: boolean;
  subscriptionLockMode: number;
  isAutomaticallyBackup: boolean;
  region: 'S' | 'N' | 'E' | 'W';
  state: string;
  centre: string;
}

/** Platform info answered by the gateway's getPlatformInfo (spec 2 §3). */
export interface PlatformInfo {
  gateway: { ohm_version: string; app_version: string; osm_version: string; model: string };
  network: { type: 'ethernet' | 'wifi' | 'unknown'; ip: string };
  /** PIN lock remaining duration in seconds, 0 when not locked. */
  lock_status: number;
}

/** Device status codes (spec 1 §9). */
export const DeviceStatus = {
  idle: 0,
  ready: 1,
  online: 2,
  standby: 3,
  error: 4,
  offline: 5,
  replace: 6,
  restricted: 7,
} as const;
export type { Device, DeviceKind, DeviceProperty, DeviceService, DeviceStatusCode, PropertyOptions, PropertyRef, PropertyValue } from '../wire/deviceEvents';

export interface Room {
  room_id: number;
  room_name: string;
  devices: number[];
}

export interface Floor {
  floor_id: number;
  floor_name: string;
  rooms: Room[];
}

export interface Country {
  name: string;
  alpha2Code: string;
  dialCode: string;
}

/** Counts answered by GET /udm/device/adminCount (spec shape, top level). */
export interface AdminCount {
  count: number;
  assign: number;
  online: number;
}

/** A row of GET /udm/device/adminList: the gateway plus its owner's username. */
export interface AdminGatewayRow extends Gateway {
  ownerUsername: string | null;
}
