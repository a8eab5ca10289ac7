import * as v from 'valibot';
import { text } from './fields';
import { SetWifiNetworkParams } from './wifi';

/** Bodies of the gateway's own LAN interface (docs/contracts.md "Local gateway interface"). */

/** POST login: the password travels as its SHA-256 digest (spec 2 §7). */
export const LocalLoginBody = v.object({ username: v.optional(text(32, 0), 'admin'), password: text(128) });

/** POST change-password; a plain new password's length is checked by the gateway (a digest carries none). */
export const LocalChangePasswordBody = v.object({ currentPassword: text(128), newPassword: text(128) });

/** POST set-wifi-network: the same shape as the set_wifi_network command (wire/wifi.ts); the password's rules per encryption are rules/wifi.ts. */
export const LocalWifiBody = SetWifiNetworkParams;

/** POST set-timezone: one of the gateway's timezones (GET get-timezones). */
export const LocalTimezoneBody = v.object({ location: text(64) });
