import { CODE, MSG } from '@awb/contract/common/codes';

/** A business error: becomes `{ code, msg, data: null }` with HTTP 200. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string) => new AppError(CODE.invalid, message);
export const notFound = (message: string = MSG.notFound) => new AppError(CODE.notFound, message);
export const noPermission = () => new AppError(CODE.noPermission, MSG.noPermission);
export const notLoggedIn = (message: string = MSG.notLoggedIn) => new AppError(CODE.notLoggedIn, message);
