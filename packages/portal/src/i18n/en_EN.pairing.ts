export const en_EN_pairing = {
  PAIRING: {},
};
