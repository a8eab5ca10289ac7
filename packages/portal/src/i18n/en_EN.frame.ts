/** en_EN texts of the frame area; merged into the catalogue by en_EN.ts. Top-level keys must be unique across fragments. */
export const en_EN_frame = {
  OTP: {
    TITLE: 'Confirm it is you',
    BODY: 'This page needs a one-time code.',
    SENDING: 'Sending a code…',
    SENT: 'We sent a code to {{to}}. Enter it to continue.',
    CODE: 'Code ({{length}} digits)',
    CONTINUE: 'Continue',
    RESEND: 'Send a new code',
    WRONG: 'That code is not right. Check it and try again.',
    EXPIRED: 'This code has expired. Send a new code.',
  },
  DIALOG: {
    CONFIRM: 'Confirm',
    ERROR_TITLE: 'Something went wrong',
  },
  CHANGE_GATEWAY: {
    LABEL: 'Gateway',
    TITLE: 'Switching to {{name}}',
    BODY: 'Checking the gateway before it becomes current.',
    STEP_GATEWAY: 'Reading the gateway',
    STEP_PRIVILEGE: 'Checking privilege mode',
    STEP_PIN: 'Checking the PIN lock',
    CANCEL_IN: 'Cancel ({{seconds}} s)',
    FAILED: 'The gateway could not be reached. Try again later.',
  },
  SESSION: {
    LOGGED_OUT_BY_OTHER_USER: 'You were signed out from another session of your account.',
    ACCOUNT_DELETED_TITLE: 'Account deleted',
    ACCOUNT_DELETED: 'Your account was deleted by an administrator. Contact your service provider if this is a mistake.',
  },
  LINK: {
    LOST: 'Connection lost. Reconnecting…',
    UNREACHABLE: 'Cannot reach the server. Reconnecting…',
    NEXT_TRY: 'Attempt {{attempt}}, next try in {{seconds}} s.',
    TRYING: 'Attempt {{attempt}}, trying now…',
    TRY_NOW: 'Try now',
    CLOSED: 'The server closed the connection. Live updates and device controls are paused.',
    RECONNECT: 'Reconnect',
  },
};
