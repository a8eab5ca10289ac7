export const en_EN_home = {
  HOME: {},
};
