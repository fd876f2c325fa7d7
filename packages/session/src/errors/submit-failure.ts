import type { ErrorCode } from '@marquee/api-client';
import { useState } from 'react';
import { errorCodeOf } from './error-code-of';
import { useErrorText } from './use-error-text';

/**
 * Where a refusal of the platform belongs: on the field its code concerns (the form keeps what was
 * typed), else as the form's message, which the caller shows.
 */
export function placeFailure(
  error: unknown,
  fields: Partial<Record<ErrorCode, string>>,
  setFieldError: (field: string, message: string) => void,
  text: string,
): string | null {
  const code = errorCodeOf(error);
  const field = code ? fields[code] : undefined;
  if (field) {
    setFieldError(field, text);
    return null;
  }
  return text;
}

/**
 * A form's failed-submit message and its one way of trying a call: the message clears, and a
 * refusal lands on the field its code names in `fields` (the typed values stay) or becomes the
 * message.
 */
export function useSubmitFailure(fields: Partial<Record<ErrorCode, string>>) {
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  async function trySubmit(
    helpers: { setFieldError: (field: string, message: string) => void },
    call: () => Promise<unknown>,
  ) {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(placeFailure(error, fields, helpers.setFieldError, errorText(error)));
    }
  }
  return { failure, setFailure, trySubmit };
}
