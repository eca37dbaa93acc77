import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/types';
import { defineJob } from '../jobs/types';
import type { Mailer, MailMessage } from './mailer';

const MAIL_SEND = 'mail-send';

/** A message as a job payload (JSON): attachments travel as base64. */
interface MailPayload extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; base64: string; contentType?: string }[];
}

/**
 * Requests never talk to SMTP: `deps.mailer` enqueues and this job delivers, retried with backoff
 * when the server fails. Delivery is at least once: a process killed between SMTP's answer and the
 * job's completion sends the message again.
 */
export function mailSendJob(transport: Mailer) {
  return defineJob<MailPayload>({
    name: MAIL_SEND,
    retryLimit: 5,
    retryDelaySeconds: 30,
    async handler(payload) {
      const { attachments, ...message } = payload;
      await transport.send({
        ...message,
        attachments: attachments?.map(({ base64, ...a }) => ({
          ...a,
          content: Buffer.from(base64, 'base64'),
        })),
      });
    },
  });
}

/**
 * `deps.mailer`: each message becomes a `mail-send` job. Given the transaction of the change that
 * triggers it (`send(message, tx)`), the message exists only if that change commits; without one it is
 * enqueued in a transaction of its own (a message that is itself the action: a reset link, an invitation).
 */
export function createQueuedMailer(jobs: JobQueue, database: Database): Mailer {
  return {
    async send(message, tx) {
      const { attachments, ...rest } = message;
      const payload: MailPayload = {
        ...rest,
        attachments: attachments?.map(({ content, ...a }) => ({ ...a, base64: content.toString('base64') })),
      };
      if (tx) await jobs.enqueue(tx, MAIL_SEND, payload);
      else await database.db.transaction((own) => jobs.enqueue(own, MAIL_SEND, payload));
    },
  };
}
