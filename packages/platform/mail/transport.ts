/**
 * Delivers one outbox row: over SMTP when SMTP_URL is set, otherwise as an
 * .eml file under `<dataDir>/mail`, so development and small installations
 * keep every message without a mail server.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { OutboxRow } from '@/platform/db/tables';

export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  dataDir: string;
}

/** A dead or silent mail server must fail the attempt quickly, not hold the batch. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createMailTransport({ smtpUrl, dataDir }: MailTransportOptions): MailTransport {
  if (smtpUrl) {
    const smtp = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await smtp.sendMail(messageOf(mail));
      },
      close: () => smtp.close(),
    };
  }

  const mailDir = path.join(dataDir, 'mail');
  const renderer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const sentAt = new Date();
      const { message } = await renderer.sendMail({ ...messageOf(mail), date: sentAt });
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      // Written aside and renamed, so anything watching the folder never reads half a message.
      await writeFile(`${file}.tmp`, message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => renderer.close(),
  };
}

function messageOf(mail: OutboxRow) {
  return {
    // The stored Message-ID, so every retry of this row is the same message to recipients.
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    cc: mail.cc.length > 0 ? mail.cc : undefined,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
  };
}
