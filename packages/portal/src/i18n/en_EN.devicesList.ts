export const en_EN_devicesList = {
  DEVICES_LIST: {},
};
