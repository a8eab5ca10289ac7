export const en_EN_deviceManage = {
  DEVICE_MANAGE: {},
};
