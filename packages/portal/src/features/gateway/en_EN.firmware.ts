/** en_EN texts of the gateway firmware card (spec 2 §2 "firmware upgrade confirmation listing new features", §8). Top-level keys must be unique across fragments. */
export const en_EN_firmware = {
  FIRMWARE: {
    HEADING: 'Firmware',
    CURRENT: 'Current version',
    AVAILABLE: 'Available version',
    CHECKED: 'Last checked',
    NEVER_CHECKED: 'Not yet',
    // spec 2 §8
    NO_UPGRADE: 'There is no firmware upgrade available.',
    UPGRADE_READY: 'Version {{version}} is available for this gateway.',
    REFRESH: 'Check for updates',
    REFRESHING: 'Checking…',
    UPGRADE: 'Upgrade firmware',
    UPGRADE_TITLE: 'Upgrade {{name}} to version {{version}}?',
    UPGRADE_BODY: 'The gateway downloads and installs the new firmware; this takes a few minutes. Devices may not respond while it installs. Keep the gateway powered on.',
    FEATURES: 'New in version {{version}}:',
    UPGRADE_CONFIRM: 'Upgrade',
    UPGRADE_STARTING: 'Starting…',
    INSTALLING: 'An installation is in progress ({{status}}).',
    OFFLINE: 'The gateway is offline; it must be online to check or upgrade.',
    READ_ONLY: 'Your role can see the firmware but not upgrade it.',
    ERROR_ZOTA_UNKNOWN_CAMPAIGN: 'This firmware is no longer offered. Check for updates again.',
    ERROR_ZOTA_WRONG_MODEL: 'This firmware is for another gateway model.',
    ERROR_ZOTA_NOT_NEWER: 'The gateway already runs this version or a newer one.',
    ERROR_ZOTA_INSTALLATION_RUNNING: 'An installation is already running on this gateway.',
  },
};
