/** en_EN texts of the status area; merged into the catalogue by en_EN.ts. Top-level keys must be unique across fragments. */
export const en_EN_status = {};
