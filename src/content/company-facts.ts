import { z } from 'zod';

/**
 * The per-market facts that staff change (edited in the CMS's `company`
 * collection, seeded from src/config/company.ts): how to reach the company,
 * its registration data and who receives which message. The contact overlay's
 * rules hold here, so a save that breaks them is refused.
 */
export const MAX_SELECTABLE_RECIPIENTS = 15;

const text = z.string().trim().min(1);
const email = z.email({ error: 'expected an e-mail address' });
const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'lowercase letters, digits and single hyphens only' });

export const directoryEntrySchema = z.strictObject({
  /** Stable key sent by the contact form; never an address. */
  key,
  mail: email,
  mail2: email.optional(),
  tel: text,
  /** Offered in the contact overlay's recipient selector. */
  selectable: z.boolean(),
});

export const companyFactsSchema = z.strictObject({
  email,
  phone: text,
  address: text,
  dataProtectionOfficer: z.strictObject({ name: text, email }),
  careersEmail: email,
  registration: z.strictObject({
    legalName: text,
    seat: text,
    court: text,
    registrationNumber: text,
    taxId: text,
    shareCapital: text,
    bankAccounts: z.array(text).min(1),
    management: z.array(text).min(1),
  }),
  directory: z.array(directoryEntrySchema).min(1).superRefine((directory, ctx) => {
    const selectable = directory.filter((entry) => entry.selectable).length;
    if (selectable > MAX_SELECTABLE_RECIPIENTS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_SELECTABLE_RECIPIENTS} entries can be selectable (${selectable} are)` });
    }
    const seen = new Set<string>();
    directory.forEach((entry, index) => {
      if (seen.has(entry.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `"${entry.key}" is used twice` });
      seen.add(entry.key);
    });
    if (!directory.some((entry) => entry.key === 'info' && entry.selectable)) {
      ctx.addIssue({ code: 'custom', message: 'a selectable "info" entry is needed: it is the general inbox every page falls back to' });
    }
  }),
  pharmacovigilanceRecipients: z.array(email).min(1),
});

export type CompanyFacts = z.infer<typeof companyFactsSchema>;
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
