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
  /** Files sent along (a lab order's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
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
        attachments: message.attachments,
      });
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}

/**
 * Without SMTP the mail is not lost: it is written to the outbox folder as a real
 * RFC 5322 message (.eml, opens in any mail program) with a .json twin for tools and tests.
 * Each attachment is also written beside them (`<mail>.<filename>`), named in the .json, so
 * the PDF a lab would get can be opened straight from the folder.
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
        attachments: message.attachments,
      });
      const createdAt = new Date();
      const base = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}`;
      await fs.writeFile(path.join(outboxDir, `${base}.eml`), info.message as Buffer);
      const attachments = [];
      for (const attachment of message.attachments ?? []) {
        const file = `${base}.${attachment.filename.replace(/[^\w.-]/g, '_')}`;
        await fs.writeFile(path.join(outboxDir, file), attachment.content);
        attachments.push({
          filename: attachment.filename,
          contentType: attachment.contentType,
          size: attachment.content.length,
          file,
        });
      }
      await fs.writeFile(
        path.join(outboxDir, `${base}.json`),
        JSON.stringify(
          {
            ...message,
            ...(message.attachments && { attachments }),
            from,
            createdAt: createdAt.toISOString(),
          },
          null,
          2,
        ),
      );
      logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        'mail written to outbox',
      );
    },
  };
}
