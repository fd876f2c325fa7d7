import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryConfig } from '../../config';

/** One transport per configuration: nodemailer keeps no connection open between mails without `pool`. */
const transports = new WeakMap<DeliveryConfig, Transporter>();

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends a mail through SMTP_URL; rejects when the server refuses it or cannot be reached. */
export async function sendMail(delivery: DeliveryConfig, mail: Mail): Promise<void> {
  if (!delivery.smtpUrl || !delivery.mailFrom) throw new Error('mail delivery is not configured');
  let transport = transports.get(delivery);
  if (!transport) {
    // a dead SMTP server fails the request in seconds, not after nodemailer's two-minute defaults
    transport = nodemailer.createTransport({
      url: delivery.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(delivery, transport);
  }
  await transport.sendMail({ from: delivery.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
}
