import { Inject, Injectable } from '@nestjs/common';
import { QUEUE_NAMES, SendEmailJob, sendEmailJobSchema } from '@carewith/contracts';
import { HandledJob, JobHandler, PermanentJobError } from '@carewith/platform';
import { EmailStore } from './email-store';
import { MAIL_SENDER, MailSender } from './mail-sender';

// Consumes the `email` queue. Without SMTP configured every e-mail goes to the outbox (the
// messages table), so the embedded profile shows exactly what would have been sent.
@Injectable()
export class SendEmailJobHandler {
  constructor(
    private readonly store: EmailStore,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  @JobHandler(QUEUE_NAMES.email, sendEmailJobSchema, { concurrency: 5, onFailed: 'failedForGood' })
  async handle(job: HandledJob<SendEmailJob>): Promise<void> {
    const { data } = job;
    const existing = await this.store.status(job.id);
    // A rerun of the same job finds its row and does nothing.
    if (existing && ['sent', 'delivered', 'outbox'].includes(existing)) return;
    const outbox = this.mail.name === 'outbox';
    await this.store.record(job.id, data, this.mail.name, outbox);
    if (outbox) {
      job.log.info({ kind: data.kind }, 'e-mail stored in the outbox');
      return;
    }
    try {
      const { providerId } = await this.mail.send({
        to: data.to,
        subject: data.subject,
        text: data.text,
        ...(data.html ? { html: data.html } : {}),
      });
      await this.store.markSent(job.id, providerId);
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx SMTP answers are permanent (no such mailbox, rejected): no retry.
      if (code !== undefined && code >= 500) throw new PermanentJobError(`e-mail rejected (${code})`);
      await this.store.requeue(job.id, error instanceof Error ? error.message.slice(0, 500) : String(error));
      throw error;
    }
  }

  // The row says why the e-mail did not go (the error is not logged: it may name the address).
  async failedForGood(job: HandledJob<unknown>, error: Error) {
    await this.store.markFailed(job.id, error.message.slice(0, 500));
    job.log.error('e-mail not delivered');
  }
}
