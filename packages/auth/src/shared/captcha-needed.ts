import { EnvelopeError, HttpError } from '@marquee/api-client';

/** The platform wants a captcha with the request before it answers (CAPTCHA_NEEDED). */
export const isCaptchaNeeded = (error: unknown): boolean =>
  (error instanceof HttpError || error instanceof EnvelopeError) && error.code === 'CAPTCHA_NEEDED';
