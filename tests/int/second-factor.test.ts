import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { confirmEnrolment, isEnrolled, resetSecondFactor, startEnrolment, touchVerifiedSession, verifySession } from '@/features/staff-auth/store';
import { describeEachDatabase } from './databases';

const SERVER_SECRET = 'test-server-secret';

describeEachDatabase('staff second factor', (database) => {
  it('enrols with a first code, verifies sessions by code or recovery code once each, and lapses after 30 idle minutes', async () => {
    const user = { userId: 'user-1', sessionId: 'session-a' };
    const enrolment = await startEnrolment(database.db, user.userId, 'pv@example.com', SERVER_SECRET);
    assert.ok(enrolment?.uri.startsWith('otpauth://totp/'));
    assert.equal(await isEnrolled(database.db, user.userId), false, 'not before the first code');
    assert.equal(await confirmEnrolment(database.db, user, '000000', SERVER_SECRET), undefined);
    const code = await generate({ secret: enrolment!.secret });
    const recovery = await confirmEnrolment(database.db, user, code, SERVER_SECRET);
    assert.equal(recovery?.length, 10);
    assert.equal(await startEnrolment(database.db, user.userId, 'pv@example.com', SERVER_SECRET), undefined, 'no silent re-enrolment');
    assert.equal(await touchVerifiedSession(database.db, user), true);

    const other = { userId: 'user-1', sessionId: 'session-b' };
    assert.equal(await touchVerifiedSession(database.db, other), false, 'another session is not verified');
    assert.equal(await verifySession(database.db, other, code, SERVER_SECRET), false, 'the confirming code cannot be replayed');
    assert.equal(await verifySession(database.db, other, recovery![0]!, SERVER_SECRET), true);
    assert.equal(await verifySession(database.db, { ...other, sessionId: 'session-c' }, recovery![0]!, SERVER_SECRET), false, 'a recovery code works once');

    await database.db.execute(sql`update verified_sessions set last_seen_at = now() - interval '31 minutes' where session_id = 'session-b'`);
    assert.equal(await touchVerifiedSession(database.db, other), false, 'idle for 31 minutes');

    await resetSecondFactor(database.db, user.userId);
    assert.equal(await isEnrolled(database.db, user.userId), false);
    assert.equal(await touchVerifiedSession(database.db, user), false, 'a reset ends the verified sessions');
    assert.ok(await startEnrolment(database.db, user.userId, 'pv@example.com', SERVER_SECRET), 'a new app can be set up');
  });
});
