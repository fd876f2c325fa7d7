import { codedFailEnvelope, failEnvelope } from './envelope';
import { ERROR_MESSAGES, ERROR_MONEY_PARAMS, errorMessage, isErrorCode, isMoneyParam } from './error-codes';

describe('error codes', () => {
  it('words a code in English with its params inserted, as a sentence', () => {
    expect(errorMessage('WRONG_CREDENTIALS')).toBe('Incorrect username or password');
    expect(errorMessage('FIELD_LENGTH', { field: 'account', min: 6, max: 16 })).toBe(
      'Please fill in your account with 6 - 16 characters',
    );
    expect(errorMessage('FIELD_FORMAT', { field: 'email' })).toBe('Email format is incorrect');
  });

  it('leaves a missing param visible', () => {
    expect(errorMessage('FIELD_REQUIRED')).toBe('Please enter your {field}');
  });

  it('knows only its own codes', () => {
    expect(isErrorCode('INVALID_CODE')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('invalid_code')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('names the money params, each a placeholder of its own message', () => {
    expect(isMoneyParam('DEPOSIT_LIMIT_REACHED', 'left')).toBe(true);
    expect(isMoneyParam('DEPOSIT_LIMIT_REACHED', 'resets')).toBe(false);
    expect(isMoneyParam('PLAY_LIMIT_MAX_MINUTES', 'max')).toBe(false);
    expect(isMoneyParam('FIELD_LENGTH', 'min')).toBe(false);
    for (const [code, names] of Object.entries(ERROR_MONEY_PARAMS)) {
      for (const name of names)
        expect(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], code).toContain(`{${name}}`);
    }
  });

  it('never tells which of username or password was wrong', () => {
    expect(ERROR_MESSAGES.WRONG_CREDENTIALS).toMatch(/username or password/);
  });
});

describe('coded fail envelope', () => {
  it('has the English message, code and params, and the details as value', () => {
    expect(codedFailEnvelope('FEATURE_OFF', { flag: 'FREEPLAY3' }, { more: 1 })).toEqual({
      success: false,
      message: 'Not available: FREEPLAY3 is off',
      value: { more: 1 },
      code: 'FEATURE_OFF',
      params: { flag: 'FREEPLAY3' },
    });
    expect(codedFailEnvelope('NOT_LOGGED_IN')).toEqual({
      success: false,
      message: 'You are not logged in, please login',
      value: null,
      code: 'NOT_LOGGED_IN',
    });
  });

  it('is not added to a plain failure', () => {
    expect(failEnvelope('Request body must be valid JSON')).toEqual({
      success: false,
      message: 'Request body must be valid JSON',
      value: null,
    });
  });
});
