/** en_EN texts of the auth area; merged into the catalogue by en_EN.ts. Top-level keys must be unique across fragments. */
export const en_EN_auth = {};
