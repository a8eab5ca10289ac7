/** en_EN texts of the advanced device page (spec 2 §2); merged into the catalogue by en_EN.ts. */
export const en_EN_device = {
  DEVICE_PAGE: {
    TITLE: 'Device',
    BACK: 'Back to devices',
    OPEN: 'Open {{name}}',
    NOT_FOUND: 'This gateway has no device {{id}}.',
    LOAD_FAILED: 'The devices could not be read from the gateway.',
    CONTROL: 'Control',
    SENSORY: 'Readings',
    CONFIGURATION: 'Configuration',
    MORE_INFO: 'More information',
    MANUFACTURER: 'Manufacturer',
    FIRMWARE: 'Firmware',
    NETWORK: 'Network',
    READ_ONLY_HINT: 'You can see this device but not change it.',
  },
};
