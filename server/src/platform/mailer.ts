// Outgoing mail (verification codes). Without SMTP_URL the message goes to the server log, which is
// how the embedded set-up delivers codes to the person running it.
import nodemailer from 'nodemailer';
import { promiseOf } from './async';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails sent, newest last (kept for the log mailer so tests and demos can read them). */
  readonly outbox: Mail[];
}

export function createMailer(logger: Logger, smtpUrl?: string, from = 'no-reply@erp.local'): Mailer {
  const outbox: Mail[] = [];
  if (!smtpUrl) {
    return {
      outbox,
      send: (mail) =>
        promiseOf(() => {
          outbox.push(mail);
          if (outbox.length > 100) outbox.shift();
          logger.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP_URL configured): ${mail.text}`);
        }),
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    outbox,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
