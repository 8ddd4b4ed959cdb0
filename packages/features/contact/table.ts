import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '@/platform/db/tables';

/** Contact messages, kept until their mail is delivered and then for the retention period. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
  market: text('market').notNull(),
  recipientKey: text('recipient_key').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});
