import { ErrorCode, type ErrorEntry } from '@homeport/sdk';

/**
 * A refusal answered as `[{errorCode, message, field?}]` with its HTTP status
 * (docs/contracts.md "REST"). Route code throws it; errorHandler answers it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get entry(): ErrorEntry {
    return this.field === undefined ? { errorCode: this.errorCode, message: this.message } : { errorCode: this.errorCode, message: this.message, field: this.field };
  }
}

export const badInput = (field: string, message: string) => new ApiError(400, ErrorCode.invalidInput, message, field);
export const sessionNotFound = () => new ApiError(401, ErrorCode.sessionNotFound, 'Session not found');
/** spec 1 §8: 000622 is a forced logout with a login-page message (docs/contracts.md). */
export const forcedLogout = (status = 401) => new ApiError(status, ErrorCode.forcedLogout, 'You were logged out by an administrator');
/** docs/contracts.md "Sign-in": ours, not in the sdk's ErrorCode yet. */
export const SimErrorCode = { notActivated: '000406' } as const;
export const notActivated = () => new ApiError(403, SimErrorCode.notActivated, 'Your account is not activated yet; use the link we sent you');
export const conflict = (message: string, field?: string) => new ApiError(409, ErrorCode.conflict, message, field);
export const forbidden = (message = 'Your role does not allow this') => new ApiError(403, ErrorCode.forbidden, message);
export const notYourDevice = (serial: string) => new ApiError(403, ErrorCode.notYourDevice, `Gateway ${serial} is not yours`);
export const notFound = (message: string) => new ApiError(404, ErrorCode.notFound, message);
