import type { SmsCodeRequest } from '@marquee/api-client';

/** How a code request goes with the form's captcha, for the platforms that ask for one. */
export interface SmsCaptcha {
  /** the captcha the form shows and its typed answer, or nothing when it shows none */
  fields: () => Pick<SmsCodeRequest, 'captchaId' | 'captchaCode'>;
  /** the platform answered CAPTCHA_NEEDED */
  onNeeded: () => void;
  /** a captcha went with the request: it is used up, right or wrong */
  onUsed: () => void;
}
