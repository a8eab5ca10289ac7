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
    return this.field === undefined
      ? { errorCode: this.errorCode, message: this.message }
      : { errorCode: this.errorCode, message: this.message, field: this.field };
  }
}

export const badInput = (field: string, message: string) => new ApiError(400, ErrorCode.invalidInput, message, field);
export const sessionNotFound = () => new ApiError(401, ErrorCode.sessionNotFound, 'Session not found');
export const forbidden = (message = 'Your role does not allow this') => new ApiError(403, ErrorCode.forbidden, message);
export const notYourDevice = (serial: string) => new ApiError(403, ErrorCode.notYourDevice, `Gateway ${serial} is not yours`);
export const notFound = (message: string) => new ApiError(404, ErrorCode.notFound, message);
