/** en_EN texts of single sign-on, hash login, OAuth2 linking and the open pages; merged by en_EN.ts. Top-level keys must be unique across fragments. */
export const en_EN_sso = {};
