import {
  EnvelopeError,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
  HttpError,
  NetworkError,
  SessionExpiredError,
} from '@marquee/api-client';
import { ERROR_MESSAGES, TRANSLATED_LANGUAGES } from '@marquee/api-client/contract';
import { createTestI18n } from '@marquee/i18n/testing';
import { errorCodeKey } from './error-code-keys';
import { errorCodeOf } from './error-code-of';
import { errorText, loadedErrorText } from './use-error-text';

const i18nText = (language: 'EN' | 'VI', key: string, replace: ErrorParams) =>
  createTestI18n({ language }).t(key, { replace });

const coded = (code: ErrorCode, params?: ErrorParams) =>
  new HttpError(400, errorMessage(code, params), { code, params });

describe('errorText', () => {
  it('translates a coded failure into the current language', () => {
    const i18n = createTestI18n({ language: 'CN' });
    expect(errorText(i18n, coded('WRONG_CREDENTIALS'))).toBe('用户名或密码错误');
    expect(errorText(i18n, new EnvelopeError('Insufficient balance', { code: 'INSUFFICIENT_BALANCE' }))).toBe(
      '余额不足',
    );
    // a code whose text sits at error_code_<code>, found without a list of such codes
    expect(errorText(i18n, coded('MISSION_NOT_COMPLETE'))).toBe('该任务尚未完成');
  });

  it('fetches the error texts the first time a coded failure is shown without them', async () => {
    const i18n = createTestI18n({ language: 'CN', featureTexts: false });
    const refused = coded('MISSION_NOT_COMPLETE');
    // until they arrive the platform's own message stands in, never a bare key
    expect(errorText(i18n, refused)).toBe(refused.message);
    const field = coded('FIELD_LENGTH', { field: 'password', patternId: 5, min: 8, max: 20 });
    expect(errorText(i18n, field)).toBe(field.message);
    await expect(loadedErrorText(i18n, refused)).resolves.toBe('该任务尚未完成');
    expect(errorText(i18n, refused)).toBe('该任务尚未完成');
  });

  it("words a field failure as the form does for the rule's pattern, with its bounds", () => {
    const i18n = createTestI18n({ language: 'EN' });
    const length = coded('FIELD_LENGTH', { field: 'password', patternId: 5, min: 8, max: 20 });
    expect(errorText(i18n, length)).toBe('Please fill in 8 - 20 characters: both letters and digits');
    const unbounded = coded('FIELD_REQUIRED', { field: 'account', patternId: 1, min: 6, max: '∞' });
    expect(errorText(i18n, unbounded)).toBe(
      'Please fill in 6 - ∞ characters: letters and digits, starting with a letter',
    );
    const unknownPattern = coded('FIELD_LENGTH', { field: 'x', patternId: 99, min: 2, max: 4 });
    expect(errorText(i18n, unknownPattern)).toBe('Please fill in 2 - 4 characters');
  });

  it("writes a refusal's sums of money with the brand's currency, as the language lays money out", () => {
    const left = coded('DEPOSIT_LIMIT_REACHED', { left: '200.00', resets: '2026-11-30 00:00 GMT+8' });
    expect(errorText(createTestI18n({ language: 'EN' }), left, '₱')).toBe(
      'Your deposit limit leaves ₱200.00 until 2026-11-30 00:00 GMT+8',
    );
    const big = coded('WITHDRAWAL_DAILY_AMOUNT', { left: '12345.5' });
    expect(errorText(createTestI18n({ language: 'VI' }), big, '₫')).toBe(
      i18nText('VI', 'error_code_withdrawal_daily_amount', { left: '12.345,50\u00a0₫' }),
    );
    // a number that is not money keeps its own form; without a currency the platform's figure stands
    expect(
      errorText(createTestI18n({ language: 'EN' }), coded('TOO_MANY_BANK_ACCOUNTS', { max: 5 }), '₱'),
    ).toBe(i18nText('EN', 'error_code_too_many_bank_accounts', { max: 5 }));
    expect(errorText(createTestI18n({ language: 'EN' }), left)).toBe(
      'Your deposit limit leaves 200.00 until 2026-11-30 00:00 GMT+8',
    );
  });

  it('never lets a param act as an option of the translation', () => {
    const i18n = createTestI18n({ language: 'EN' });
    expect(errorText(i18n, coded('FEATURE_OFF', { flag: 'FREEPLAY3', lng: 'CN' }))).toBe(
      'This feature is not available',
    );
  });

  it("falls back to the server's message, then to the kind of failure", () => {
    const i18n = createTestI18n({ language: 'VI' });
    expect(errorText(i18n, new EnvelopeError('Vendor closed'))).toBe('Vendor closed');
    // a code of a newer platform, with no text here yet
    const newer = new EnvelopeError('Something new', { code: 'FROM_A_NEWER_PLATFORM' as ErrorCode });
    expect(errorText(i18n, newer)).toBe('Something new');
    expect(errorText(i18n, new HttpError(502))).toBe(i18n.t('unknown_error'));
    expect(errorText(i18n, new NetworkError())).toBe(i18n.t('network_error'));
    expect(errorText(i18n, new SessionExpiredError())).toBe(i18n.t('session_expired'));
    expect(errorText(i18n, new Error('boom'))).toBe(i18n.t('unknown_error'));
  });

  it('has a text for every code of the contract, in every language', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      const i18n = createTestI18n({ language });
      const missing = Object.keys(ERROR_MESSAGES).filter((code) => !i18n.exists(errorCodeKey(code)));
      expect(missing, language).toEqual([]);
    }
  });
});

describe('errorCodeOf', () => {
  it("gives a platform failure's code and nothing for a failure without one", () => {
    expect(errorCodeOf(coded('WRONG_PASSWORD'))).toBe('WRONG_PASSWORD');
    expect(errorCodeOf(new EnvelopeError('Insufficient balance', { code: 'INSUFFICIENT_BALANCE' }))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(errorCodeOf(new HttpError(500))).toBeUndefined();
    expect(errorCodeOf(new NetworkError())).toBeUndefined();
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
  });
});
