import { randomUUID } from 'node:crypto';
import type { Db } from './database';
import { getOrCreateSetting } from './settings';

/**
 * The identity of the database a site and its CMS share: made once, kept in it.
 * `npm start` joins a CMS already answering on CMS_PORT only when that CMS
 * names the same one (two checkouts on one machine each have their own).
 */
export const installationId = (db: Db): Promise<string> => getOrCreateSetting(db, 'installation-id', () => randomUUID());
