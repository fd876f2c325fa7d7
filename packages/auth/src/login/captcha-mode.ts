/**
 * When the login form asks for a captcha: on every attempt, only after a failed attempt (the
 * platform's brute-force brake), or never.
 */
export type CaptchaMode = 'always' | 'after-failure' | 'off';
