import type { CollectionConfig } from 'payload';
import { markets } from '@/config/markets';
import { roles } from '@/features/staff/capabilities';
import { confirmedAdminOnly, confirmedAdminOnlyField, ownAccountOrManager, selfOrAdmin } from '../access';
import { startInMarketLanguage } from '../auth/content-language';
import { checkPasswordOfReset, refuseWeakPassword } from '../auth/passwords';
import { costOfUnknownAccount } from '../auth/sign-in-cost';
import { inEveryLanguage } from '../i18n/catalogue';
import { collectionLabels, fieldLabel, labelledOptions } from '../i18n/content-labels';
import { refuseSpentLogin, refuseSpentResetRequest, uncountSuccessfulLogin } from '../auth/login-rate-limit';
import { logAccountChange, logAccountDeletion, logFailedSignIn } from '../auth/security-log';
import { STAFF_SESSION_SECONDS } from '../components/session-watch';

/**
 * Staff accounts. No account exists until an operator creates the first
 * admin with `npm run cms -- create-user` (the admin's own first-user form is
 * switched off). Failed sign-ins are limited per account and address
 * (auth/login-rate-limit.ts).
 * Failed sign-ins and changes of role or markets are logged (auth/security-log).
 * Only an admin whose sign-in the second factor confirmed creates, changes or deletes
 * other accounts (access.ts).
 */
export function usersCollection({ https }: { https: boolean }): CollectionConfig {
  return {
    slug: 'users',
    labels: collectionLabels('users'),
    admin: { useAsTitle: 'email', defaultColumns: ['email', 'role', 'markets'] },
    auth: {
      // Failed sign-ins are limited per account and address instead (auth/login-rate-limit.ts):
      // Payload's lock let anyone lock any account, and its answer told that the account exists.
      maxLoginAttempts: 0,
      // A session ends after 30 minutes without activity: health data is behind it. The admin
      // renews it at a press of a key or the pointer and asks before it ends (components/SessionWatch.tsx).
      tokenExpiration: STAFF_SESSION_SECONDS,
      useSessions: true,
      cookies: { sameSite: 'Strict', secure: https },
    },
    access: {
      admin: ({ req }) => Boolean(req.user),
      read: selfOrAdmin,
      create: confirmedAdminOnly,
      update: ownAccountOrManager,
      delete: confirmedAdminOnly,
      unlock: confirmedAdminOnly,
    },
    hooks: {
      afterError: [logFailedSignIn],
      afterLogin: [async ({ req, user }) => uncountSuccessfulLogin(req, (user as { email?: string }).email), startInMarketLanguage],
      afterChange: [logAccountChange],
      afterDelete: [logAccountDeletion],
      beforeOperation: [
        async ({ args, operation, req }) => {
          const data = (args as { data?: Record<string, unknown> }).data;
          if (operation === 'login') {
            await refuseSpentLogin(req, data?.email);
            await costOfUnknownAccount(req, data);
          }
          if (operation === 'forgotPassword') await refuseSpentResetRequest(req);
          if (operation === 'resetPassword') await checkPasswordOfReset(req, data);
        },
      ],
      // Creating an account and changing a password (the account page, the API): the same rule as a reset and the CLI.
      beforeValidate: [
        ({ data, originalDoc, req }) => {
          const password = (data as { password?: string } | undefined)?.password;
          if (typeof password === 'string')
            refuseWeakPassword(req, password, (data as { email?: string }).email ?? (originalDoc as { email?: string } | undefined)?.email);
          return data;
        },
      ],
    },
    fields: [
      {
        name: 'role',
        label: fieldLabel('role'),
        type: 'select',
        required: true,
        defaultValue: 'editor',
        options: labelledOptions('role', roles),
        access: { create: confirmedAdminOnlyField, update: confirmedAdminOnlyField },
        saveToJWT: true,
      },
      {
        name: 'markets',
        label: fieldLabel('markets'),
        type: 'select',
        hasMany: true,
        options: labelledOptions('markets', markets),
        admin: { description: inEveryLanguage('accounts', 'marketsDescription') },
        access: { create: confirmedAdminOnlyField, update: confirmedAdminOnlyField },
        saveToJWT: true,
      },
    ],
  };
}
