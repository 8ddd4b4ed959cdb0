import { APIError, type CollectionConfig } from 'payload';
import { markets } from '@/config/markets';
import { accountManager, accountManagerField, ownAccountOrManager, roles, selfOrAdmin } from '../access';
import { passwordProblem } from '../auth/passwords';
import { staffT } from '../i18n/catalogue';
import { loginRateLimit } from '../auth/login-rate-limit';
import { logAccountChange, logAccountDeletion, logFailedSignIn } from '../auth/security-log';

const MINUTE = 60_000;

/**
 * Staff accounts. No account exists until an operator creates the first
 * admin with `npm run cms -- create-user` (the admin's own first-user form is
 * switched off). Locked for 15 minutes after 5 failed logins in a row, and
 * each client address gets CMS_LOGIN_RATE_LIMIT login attempts per window.
 * Failed sign-ins and changes of role or markets are logged (auth/security-log).
 * Only an admin whose sign-in the second factor confirmed creates, changes or deletes
 * other accounts (access.ts).
 */
export function usersCollection({ https }: { https: boolean }): CollectionConfig {
  return {
    slug: 'users',
    admin: { useAsTitle: 'email', defaultColumns: ['email', 'role', 'markets'] },
    auth: {
      maxLoginAttempts: 5,
      lockTime: 15 * MINUTE,
      // A session ends after 30 minutes without activity: health data is behind it. The admin
      // refreshes it on every save and back-office call, and asks before it ends.
      tokenExpiration: 30 * 60,
      useSessions: true,
      cookies: { sameSite: 'Strict', secure: https },
    },
    access: {
      admin: ({ req }) => Boolean(req.user),
      read: selfOrAdmin,
      create: accountManager,
      update: ownAccountOrManager,
      delete: accountManager,
      unlock: accountManager,
    },
    hooks: {
      afterError: [logFailedSignIn],
      afterChange: [logAccountChange],
      afterDelete: [logAccountDeletion],
      beforeOperation: [
        async ({ operation, req }) => {
          if (operation === 'login') await loginRateLimit(req);
        },
      ],
      beforeValidate: [
        ({ data, originalDoc, req }) => {
          const password = (data as { password?: string } | undefined)?.password;
          if (typeof password === 'string') {
            const email = (data as { email?: string }).email ?? (originalDoc as { email?: string } | undefined)?.email;
            const problem = passwordProblem(password, email, staffT(req.i18n));
            if (problem) throw new APIError(problem, 400, undefined, true);
          }
          return data;
        },
      ],
    },
    fields: [
      {
        name: 'role',
        type: 'select',
        required: true,
        defaultValue: 'editor',
        options: [...roles],
        access: { create: accountManagerField, update: accountManagerField },
        saveToJWT: true,
      },
      {
        name: 'markets',
        type: 'select',
        hasMany: true,
        options: [...markets],
        admin: { description: 'The markets whose content an editor changes (their market locale and English).' },
        access: { create: accountManagerField, update: accountManagerField },
        saveToJWT: true,
      },
    ],
  };
}
