/**
 * The CMS's e-mail (a password reset for staff, a PV officer's follow-up question to a reporter,
 * HR's e-mail to an applicant on a change of status)
 * goes through the site's durable outbox (packages/platform/mail/outbox.ts): stored first, then sent
 * over SMTP_URL, or written as .eml files under DATA_DIR/mail without it, with retries. The CMS
 * server runs a worker of its own for this mail, so it goes out even when no public server runs.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { EmailAdapter, SendEmailOptions } from 'payload';
import { createOutboxWorker, enqueueMail, type OutboxWorker } from '@/platform/mail/outbox';
import { createMailTransport } from '@/platform/mail/transport';
import { escapeHtml } from '@/lib/text';
import { siteDatabase } from './database';
import { cmsEnv } from './env';

const DEFAULT_FROM = { name: 'Farmadria', address: 'noreply@farmadria.example' };

/** "Name <address>" of MAIL_FROM, or the CMS's own sender. */
function sender(): { name: string; address: string } {
  const configured = cmsEnv().env.MAIL_FROM;
  const match = configured && /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(configured);
  if (match) return { name: match[1]!, address: match[2]! };
  return configured ? { name: DEFAULT_FROM.name, address: configured } : DEFAULT_FROM;
}

type Recipients = SendEmailOptions['to'];

/** The addresses of a nodemailer recipient list: strings, address objects, or lists of either. */
const addresses = (value: Recipients | Recipients[]): string[] => {
  if (!value) return [];
  if (Array.isArray(value)) return value.flatMap((item) => addresses(item as Recipients));
  return [typeof value === 'string' ? value : (value.address ?? '')].filter(Boolean);
};

export const outboxEmail: EmailAdapter = () => {
  const from = sender();
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message) {
      const text = typeof message.text === 'string' ? message.text : '';
      const html = typeof message.html === 'string' ? message.html : `<p>${escapeHtml(text)}</p>`;
      return enqueueMail(siteDatabase().db, {
        kind: 'staff',
        // Staff mail belongs to no message or report of the site.
        refId: randomUUID(),
        from: `${from.name} <${from.address}>`,
        to: addresses(message.to),
        subject: String(message.subject ?? ''),
        textBody:
          text ||
          html
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        htmlBody: html,
      });
    },
  };
};

/** The CMS server's worker for staff mail (started with the job runner, apps/cms/instrumentation.ts). */
export function startStaffMailWorker(): OutboxWorker {
  const { env } = cmsEnv();
  const worker = createOutboxWorker({
    db: siteDatabase().db,
    kind: 'postgres',
    transport: createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: path.resolve(env.DATA_DIR) }),
    backoff: { baseMs: env.OUTBOX_RETRY_BASE_MS },
    leaseMs: env.OUTBOX_LEASE_MS,
    // Staff mail, the officers' questions to reporters and HR's mail to applicants (kind 'application', so an
    // applicant's erasure takes it too): all go out even when no public server runs.
    mailKinds: ['staff', 'follow-up-request', 'application'],
  });
  worker.start();
  return worker;
}
