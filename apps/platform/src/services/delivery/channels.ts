import type { Config } from '../../config';

export interface DeliveryChannels {
  mail: boolean;
  sms: boolean;
}

/**
 * Which kinds of message can reach a member: in demo mode both (the dev outbox holds them), else
 * mail with SMTP_URL and SMS with SMS_WEBHOOK_URL.
 */
export function deliveryChannels(config: Pick<Config, 'demo' | 'delivery'>): DeliveryChannels {
  if (config.demo) return { mail: true, sms: true };
  return { mail: config.delivery.smtpUrl !== null, sms: config.delivery.smsWebhookUrl !== null };
}

/** The start-up line about delivery, or null when both channels work. */
export function deliveryNotice(config: Pick<Config, 'demo' | 'delivery'>): string | null {
  const { mail, sms } = deliveryChannels(config);
  const off = [
    mail
      ? null
      : 'mail is off (SMTP_URL not set): password reset by email, email binding and emailed sign-in codes answer DELIVERY_UNAVAILABLE',
    sms
      ? null
      : 'SMS is off (SMS_WEBHOOK_URL not set): REGMOBVERF3, MOBILEVERCODELOGIN3 and CHNGPASSVERIF3 are switched off, mobile binding and SMS sign-in codes answer DELIVERY_UNAVAILABLE',
  ].filter((line): line is string => line !== null);
  return off.length > 0 ? `Delivery: ${off.join('; ')}.` : null;
}
