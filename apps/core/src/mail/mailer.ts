import nodemailer from 'nodemailer';
import type { MailMessage } from '../jobs/outbox.ts';

/** Sends mail over SMTP (a real relay, or the built-in catcher). */
export function createMailer(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, socketTimeout: 20_000 } as never);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                ...(a.content ? { content: a.content as never } : {}),
              })),
            }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
