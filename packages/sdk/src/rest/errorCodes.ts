/**
 * Error codes carried in the errorCode body `[{ errorCode, message }]`.
 * The first block is the spec's (spec 1 §8); the rest are ours, chosen where
 * the spec says "not shown" (docs/contracts.md lists each with its HTTP status).
 */
export const ErrorCode = {
  /** Generic failure; also the fallback text for unknown codes. */
  generic: '00001',
  /** Shows nothing. */
  silent: '00000',
  /** Session not found or expired: toast and forced logout. */
  sessionNotFound: '00003',
  /** Forced logout with a login-page message. */
  forcedLogout: '000622',
  /** Opens an error dialog instead of a toast. */
  errorDialog: '000610',
  /** Resolves as a success-like value. */
  successLike: '881792',
  resetLinkExpired: '000017',
  resetFailed: '000018',
  notYourDevice: 'UDM_NOT_YOUR_DEVICE',
  /** spec 2 §6: admins cannot open camera streams. */
  accessDenied: 'ACCESS_DENIED',
  accessDeniedCamera: 'ACCESS_DENIED_CAMERA',
  // Ours (docs/contracts.md):
  invalidInput: '000400',
  missingCredentials: '000402',
  wrongCredentials: '000401',
  forbidden: '000403',
  notFound: '000404',
  conflict: '000409',
  tooManyAttempts: '000429',
  gatewayOffline: '000503',
  /** 503: the gateway's stored data could not be loaded and was set aside for support (docs/simulator.md "Set aside"). */
  gatewayDataUnavailable: 'GATEWAY_DATA_UNAVAILABLE',
  /** The account exists but is not activated yet (login before activation). */
  notActivated: '000406',
  /** spec 2 §8: the address could not be located (HTTP 404 on an address update). */
  locationInvalid: 'RES_COMMAND_LOCATION_INVALID',
  // User settings (docs/contracts.md "User settings"):
  /** The contact is already in this profile's list. */
  contactExists: 'CONTACT_EXISTS',
  /** The e-mail or phone number belongs to another account. No longer answered (docs/decisions.md "No account oracle"); kept for older servers. */
  contactOfOtherAccount: 'CONTACT_OF_OTHER_ACCOUNT',
  /** The default contact of a list cannot be removed or made non-default. */
  defaultContactRequired: 'DEFAULT_CONTACT_REQUIRED',
  /** spec 2 §6: PROFILE_EDIT off and an onboarding type of uid or phoneNumber. */
  profileEditNotAllowed: 'PROFILE_EDIT_NOT_ALLOWED',
  /** spec 2 §5: adding an e-mail needs USER_CAN_ADD_EMAIL_ADDRESS. */
  emailContactNotAllowed: 'EMAIL_CONTACT_NOT_ALLOWED',
} as const;
export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorEntry {
  errorCode: string;
  message: string;
  /** Name of the offending field, for 000400. */
  field?: string;
}
