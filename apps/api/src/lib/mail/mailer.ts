import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Tx } from '../../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  /** `tx`: the transaction of the change that triggers the message (the queued mailer enqueues in it) */
  send(message: MailMessage, tx?: Tx): Promise<void>;
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      writeFileSync(file, info.message as Buffer);
      // without SMTP the outbox is the delivery: say where it went (never the body, which may hold a token)
      options.log.info({ file, subject: message.subject }, 'e-mail gravado na caixa de saída local');
    },
  };
}
