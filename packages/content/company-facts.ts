import { z } from 'zod';
import { contentProblems, problemIssue } from './problems';
import { factText } from './text-schema';

/**
 * The per-market facts that staff change (edited in the CMS's `company`
 * collection, seeded from packages/content/company.ts): how to reach the company,
 * its registration data and who receives which message. The contact overlay's
 * rules hold here, so a save that breaks them is refused.
 */
const MAX_SELECTABLE_RECIPIENTS = 15;

const text = factText;
const email = z.email({ error: contentProblems.email });
const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: contentProblems.slug });

const directoryEntrySchema = z.strictObject({
  /** Stable key sent by the contact form; never an address. */
  key,
  mail: email,
  mail2: email.optional(),
  tel: text,
  /** Offered in the contact overlay's recipient selector. */
  selectable: z.boolean(),
});

/** A number from a public register, with the short name it goes by where it is issued (OIB, MBS, JIB…). */
const identifierSchema = z.strictObject({ name: text, value: text });

/** A permit or certificate: its number, who issued it and when (ISO dates). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: contentProblems.date });
const authorisationSchema = z.strictObject({ number: text, issuer: text, issued: isoDate, validUntil: isoDate.optional() });

const CERTIFICATE_KEYS = ['iso-9001', 'iso-14001', 'gdp', 'gmp'] as const;

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
    registrationNumber: identifierSchema,
    taxId: identifierSchema,
    shareCapital: text,
    /** IBANs, printed in groups of four, with the bank's name. */
    bankAccounts: z.array(z.strictObject({ iban: text, bank: text })).min(1),
    management: z.array(text).min(1),
    /** The medicines agency's licence for wholesale of medicinal products. */
    wholesaleLicence: authorisationSchema,
  }),
  directory: z
    .array(directoryEntrySchema)
    .min(1)
    .superRefine((directory, ctx) => {
      const selectable = directory.filter((entry) => entry.selectable).length;
      if (selectable > MAX_SELECTABLE_RECIPIENTS) {
        ctx.addIssue(problemIssue('tooManySelectable', { maximum: MAX_SELECTABLE_RECIPIENTS, count: selectable }));
      }
      const seen = new Set<string>();
      directory.forEach((entry, index) => {
        if (seen.has(entry.key)) ctx.addIssue(problemIssue('usedTwice', { detail: entry.key }, [index, 'key']));
        seen.add(entry.key);
      });
      if (!directory.some((entry) => entry.key === 'info' && entry.selectable)) {
        ctx.addIssue(problemIssue('infoEntry'));
      }
    }),
  /** The pharmacovigilance team's own address (it receives the reports) and line. */
  pharmacovigilance: z.strictObject({ email, phone: text }),
  /** The equipment service team's line, answered 24 hours a day, 365 days a year (only where the market has the service). */
  serviceLine: text.optional(),
  /** The order desk, its hours, and the cut-off times (local, working days) for next-day and same-day delivery. */
  orders: z.strictObject({ email, phone: text, hours: text, cutOff: text, sameDayCutOff: text }),
  /** Directory keys of the sales contacts a new customer is offered, regional ones included. */
  salesContacts: z.array(key),
  /** The person journalists write to. */
  press: z.strictObject({ name: text, email, phone: text }),
  /** What the certificates section lists, in this order. */
  certificates: z.array(authorisationSchema.extend({ key: z.enum(CERTIFICATE_KEYS), name: text })),
});

export type CompanyFacts = z.infer<typeof companyFactsSchema>;
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
export type Identifier = z.infer<typeof identifierSchema>;
