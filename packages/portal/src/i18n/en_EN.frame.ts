/** en_EN texts of the frame area; merged into the catalogue by en_EN.ts. Top-level keys must be unique across fragments. */
export const en_EN_frame = {
  SESSION: {
    LOGGED_OUT_BY_OTHER_USER: 'You were signed out from another session of your account.',
    ACCOUNT_DELETED_TITLE: 'Account deleted',
    ACCOUNT_DELETED: 'Your account was deleted by an administrator. Contact your service provider if this is a mistake.',
  },
};
