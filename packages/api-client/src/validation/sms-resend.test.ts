import { canResendSms, DEFAULT_SMS_EXPIRED_MINUTES, SMS_RESEND, smsCountdownSeconds } from './sms-resend';

describe('smsCountdownSeconds', () => {
  it('defaults to one minute', () => {
    expect(DEFAULT_SMS_EXPIRED_MINUTES).toBe(1);
    expect(smsCountdownSeconds()).toBe(60);
    expect(smsCountdownSeconds(undefined, 0)).toBe(60);
  });

  it.each([
    [1, 0, 60],
    [1, 300, 59],
    [1, 1999, 59],
    [1, 2000, 59],
    [1, 2001, 58],
    [5, 300, 299],
    [0.5, 0, 30],
  ])('expiredMinutes %d with a %d ms round trip leaves %d s', (minutes, roundTrip, seconds) => {
    expect(smsCountdownSeconds(minutes, roundTrip)).toBe(seconds);
  });

  it('never goes below zero on a huge round trip', () => {
    expect(smsCountdownSeconds(1, 120_000)).toBe(0);
    expect(smsCountdownSeconds(1, 10_000_000)).toBe(0);
    expect(smsCountdownSeconds(1, Number.MAX_SAFE_INTEGER)).toBe(0);
  });

  it('falls back to the default for a missing or unusable expiredMinutes', () => {
    expect(smsCountdownSeconds(null, 300)).toBe(59);
    expect(smsCountdownSeconds(0, 0)).toBe(60);
    expect(smsCountdownSeconds(-2, 0)).toBe(60);
    expect(smsCountdownSeconds(Number.NaN, 0)).toBe(60);
  });

  it('counts a negative or non-numeric round trip as zero', () => {
    expect(smsCountdownSeconds(1, -500)).toBe(60);
    expect(smsCountdownSeconds(1, Number.NaN)).toBe(60);
  });
});

describe('canResendSms', () => {
  it('blocks while seconds are left', () => {
    expect(canResendSms(1)).toBe(false);
    expect(canResendSms(0)).toBe(true);
    expect(canResendSms(-1)).toBe(true);
  });

  it('is grouped under SMS_RESEND', () => {
    expect(SMS_RESEND.countdownSeconds(2, 0)).toBe(120);
    expect(SMS_RESEND.canResend(0)).toBe(true);
    expect(SMS_RESEND.DEFAULT_EXPIRED_MINUTES).toBe(1);
  });
});
