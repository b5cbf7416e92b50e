import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about, logged for the outbox so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real delivery through the SMTP server of SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}

/**
 * Without SMTP the mail is not lost: it is written to the outbox folder as a real
 * RFC 5322 message (.eml, opens in any mail program) with a .json twin for tools and tests.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      const createdAt = new Date();
      const base = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}`;
      await fs.writeFile(path.join(outboxDir, `${base}.eml`), info.message as Buffer);
      await fs.writeFile(
        path.join(outboxDir, `${base}.json`),
        JSON.stringify({ ...message, from, createdAt: createdAt.toISOString() }, null, 2),
      );
      logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        'mail written to outbox',
      );
    },
  };
}
