import {
  EnvelopeError,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
  HttpError,
  NetworkError,
  SessionExpiredError,
} from '@marquee/api-client';
import { createTestI18n } from '@marquee/i18n/testing';
import { errorText } from './use-error-text';

const coded = (code: ErrorCode, params?: ErrorParams) =>
  new HttpError(400, errorMessage(code, params), { code, params });

describe('errorText', () => {
  it('translates a coded failure into the current language', () => {
    const { t } = createTestI18n({ language: 'CN' });
    expect(errorText(t, coded('WRONG_CREDENTIALS'))).toBe('用户名或密码错误');
    expect(errorText(t, new EnvelopeError('Insufficient balance', { code: 'INSUFFICIENT_BALANCE' }))).toBe(
      '余额不足',
    );
    // a code whose text sits at error_code_<code>, found without a list of such codes
    expect(errorText(t, coded('MISSION_NOT_COMPLETE'))).toBe('该任务尚未完成');
  });

  it("words a field failure as the form does for the rule's pattern, with its bounds", () => {
    const { t } = createTestI18n({ language: 'EN' });
    const length = coded('FIELD_LENGTH', { field: 'password', patternId: 5, min: 8, max: 20 });
    expect(errorText(t, length)).toBe('Please fill in 8 - 20 characters: both letters and digits');
    const unbounded = coded('FIELD_REQUIRED', { field: 'account', patternId: 1, min: 6, max: '∞' });
    expect(errorText(t, unbounded)).toBe(
      'Please fill in 6 - ∞ characters: letters and digits, starting with a letter',
    );
    const unknownPattern = coded('FIELD_LENGTH', { field: 'x', patternId: 99, min: 2, max: 4 });
    expect(errorText(t, unknownPattern)).toBe('Please fill in 2 - 4 characters');
  });

  it('never lets a param act as an option of the translation', () => {
    const { t } = createTestI18n({ language: 'EN' });
    expect(errorText(t, coded('FEATURE_OFF', { flag: 'FREEPLAY3', lng: 'CN' }))).toBe(
      'This feature is not available',
    );
  });

  it("falls back to the server's message, then to the kind of failure", () => {
    const { t } = createTestI18n({ language: 'VI' });
    expect(errorText(t, new EnvelopeError('Vendor closed'))).toBe('Vendor closed');
    // a code of a newer platform, with no text here yet
    const newer = new EnvelopeError('Something new', { code: 'FROM_A_NEWER_PLATFORM' as ErrorCode });
    expect(errorText(t, newer)).toBe('Something new');
    expect(errorText(t, new HttpError(502))).toBe(t('unknown_error'));
    expect(errorText(t, new NetworkError())).toBe(t('network_error'));
    expect(errorText(t, new SessionExpiredError())).toBe(t('session_expired'));
    expect(errorText(t, new Error('boom'))).toBe(t('unknown_error'));
  });
});
