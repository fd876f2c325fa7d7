import { EnvelopeError, type ErrorCode, HttpError } from '@marquee/api-client';

/** The platform's code of a failed call, so a form can put the message on the field it concerns. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof HttpError || error instanceof EnvelopeError ? error.code : undefined;
}
