import { en_EN_kit } from '../../i18n/en_EN.kit';
import { en_EN_wifi } from '../../i18n/en_EN.wifi';

/** en_EN texts of the local gateway interface (spec 1 §2.5, spec 2 §7, §8 "Local messages"). */
export const en_EN_local = {
  // The shared states and form pieces (components/states, components/ui) speak from the kit's catalogue.
  ...en_EN_kit,
  SECTION: {
    FAILED: '{{section}}: the gateway did not answer.',
  },
  APP: {
    TITLE: 'Homeport gateway',
    SUBTITLE: 'Local setup of {{serial}}',
    LOADING: 'Loading…',
    LOGOUT: 'Sign out',
    RETRY: 'Try again',
  },
  LOGIN: {
    TITLE: 'Gateway sign-in',
    HEADING: 'Sign in to your gateway',
    HINT: 'Use the gateway password printed on its label, or the one you set here.',
    PASSWORD: 'Gateway password',
    SUBMIT: 'Sign in',
    SUBMITTING: 'Signing in…',
    MISSING: 'Enter the gateway password',
  },
  INFO: {
    TITLE: 'Gateway information',
    BOARD: 'Board',
    SERIAL: 'Serial number',
    MODEL: 'Model',
    BOARD_REVISION: 'Board revision',
    MAC: 'MAC address',
    ETHERNET: 'Ethernet',
    ETHERNET_CONNECTED: 'Connected ({{ip}})',
    ETHERNET_DISCONNECTED: 'Not connected',
    WIFI: 'Wi-Fi',
    PLATFORM: 'Platform',
    APP_VERSION: 'Application version',
    OHM_VERSION: 'OHM version',
    OSM_VERSION: 'OSM version',
    NETWORK_TYPE: 'Network type',
    NETWORK_ethernet: 'Ethernet',
    NETWORK_wifi: 'Wi-Fi',
    NETWORK_unknown: 'Connection unknown',
  },
  // Wi-Fi texts shared with gateway settings (components/wifi).
  ...en_EN_wifi,
  TRYING: {
    TITLE: 'Connecting',
    HEADING: 'Trying to connect to {{ssid}}',
    WAIT: 'The gateway is joining the network. This takes a few seconds.',
    CONNECTED: 'The gateway is connected to {{ssid}}.',
    FAILED: 'The gateway could not connect to {{ssid}}. Check the password and the security type.',
    BACK: 'Back to gateway information',
  },
  TIMEZONE: {
    HEADING: 'Time zone',
    LABEL: 'Time zone',
    SAVE: 'Save time zone',
    SAVED: 'Time zone saved',
  },
  PASSWORD: {
    HEADING: 'Gateway password',
    CURRENT: 'Current password',
    NEW: 'New password',
    CONFIRM: 'Repeat new password',
    SAVE: 'Change password',
    SAVED: 'Password changed',
    RULE: 'The password is 8 to 64 characters',
    MISMATCH: 'The new passwords do not match',
    MISSING_CURRENT: 'Enter the current password',
  },
  MESSAGES: {
    NO_DETAILS: 'User details not available',
    LOGGED_OUT: 'You are signed out.',
  },
  /** Failed calls (binding/useApiErrorText): other codes show the gateway's own words. */
  ERRORS: {
    NETWORK: 'The gateway cannot be reached. Check that you are on its network.',
    '00001': 'Something went wrong. Try again.',
    '00003': 'Not authorized (no session)',
    '000429': 'Too many attempts. Try again in {{seconds}} s.',
  },
};
