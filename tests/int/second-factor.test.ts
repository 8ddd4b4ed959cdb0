import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { confirmEnrolment, isEnrolled, resetSecondFactor, startEnrolment, touchVerifiedSession, verifySession } from '@/features/staff/store';
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
    assert.equal((await verifySession(database.db, other, code, SERVER_SECRET)).outcome, 'wrong', 'the confirming code cannot be replayed');
    assert.deepEqual(await verifySession(database.db, other, recovery![0]!, SERVER_SECRET), { outcome: 'verified', recoveryCodesLeft: 9 });
    assert.equal(
      (await verifySession(database.db, { ...other, sessionId: 'session-c' }, recovery![0]!, SERVER_SECRET)).outcome,
      'wrong',
      'a recovery code works once',
    );

    await database.db.execute(sql`update verified_sessions set last_seen_at = now() - interval '31 minutes' where session_id = 'session-b'`);
    assert.equal(await touchVerifiedSession(database.db, other), false, 'idle for 31 minutes');

    await resetSecondFactor(database.db, user.userId);
    assert.equal(await isEnrolled(database.db, user.userId), false);
    assert.equal(await touchVerifiedSession(database.db, user), false, 'a reset ends the verified sessions');
    assert.ok(await startEnrolment(database.db, user.userId, 'pv@example.com', SERVER_SECRET), 'a new app can be set up');
  });

  it('locks the step after five wrong codes in 15 minutes, for every session of the account, the right code too', async () => {
    const first = { userId: 'user-2', sessionId: 'session-a' };
    const enrolment = await startEnrolment(database.db, first.userId, 'pv2@example.com', SERVER_SECRET);
    await confirmEnrolment(database.db, first, await generate({ secret: enrolment!.secret }), SERVER_SECRET);
    const session = { userId: 'user-2', sessionId: 'session-b' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.deepEqual(
        await verifySession(database.db, session, '000000', SERVER_SECRET),
        { outcome: 'wrong', attemptsLeft: 5 - attempt },
        `wrong code ${attempt}`,
      );
    }
    const sixth = await verifySession(database.db, session, '000000', SERVER_SECRET);
    assert.equal(sixth.outcome, 'locked', 'the sixth wrong code');
    assert.ok(sixth.outcome === 'locked' && sixth.retryAfterSeconds > 14 * 60 && sixth.retryAfterSeconds <= 15 * 60);
    // A code for the next time step: the current one was used up by the enrolment.
    const right = await generate({ secret: enrolment!.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    assert.equal((await verifySession(database.db, session, right, SERVER_SECRET)).outcome, 'locked', 'the right code, now');
    assert.equal(
      (await verifySession(database.db, { ...session, sessionId: 'session-c' }, right, SERVER_SECRET)).outcome,
      'locked',
      'a fresh sign-in buys no guesses',
    );
    assert.equal(
      (await verifySession(database.db, { userId: 'user-1', sessionId: 'x' }, '000000', SERVER_SECRET)).outcome,
      'not-enrolled',
      'other accounts are not concerned',
    );

    await database.db.execute(sql`update second_factor_failures set failed_at = failed_at - interval '15 minutes' where user_id = 'user-2'`);
    assert.equal((await verifySession(database.db, session, right, SERVER_SECRET)).outcome, 'verified', 'after the window the right code works');
  });
});
