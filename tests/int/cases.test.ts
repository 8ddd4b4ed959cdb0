import { issueFollowUpToken } from '@/features/pv/cases/follow-ups';
import { CaseError, caseTimeline, findCase } from '@/features/pv/cases/ledger';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  casesDueForDeletion,
  deleteCase,
  flagCasesDueForDeletion,
  changeStatus,
  decideDuplicate,
  duplicatesOf,
  followUpChain,
  followUpTarget,
  forwardCase,
  listCases,
  openCase,
} from '@/features/pv/cases/store';
import { openFollowUpLink } from '@/features/pv/cases/follow-ups';
import { caseEvents } from '@/features/pv/cases/table';
import { findReport, insertReport, nextReference } from '@/features/pv/intake/store';
import type { ReportValues } from '@/features/pv/intake/validation';
import type { Db } from '@/platform/db/database';
import { queryRows } from '@/platform/db/rows';
import { enqueueMail } from '@/platform/mail/outbox';
import { describeEachDatabase } from './databases';
import { z } from 'zod';
import { completeHuman, completeVeterinary } from './fixtures/reports';

async function receive(db: Db, report: ReportValues, market = 'cro', followUpOf?: string) {
  return db.transaction(async (tx) => {
    const kind = report.kind!;
    const reference = await nextReference(tx, kind, market);
    const { id: reportId } = await insertReport(tx, { reference, kind, market, locale: 'hr', schemaVersion: 1, payload: report });
    const target = followUpOf ? await followUpTarget(tx, market, followUpOf) : undefined;
    const opened = await openCase(tx, { reportId, reference, market, kind, report, followUpOf: target });
    return { reportId, reference, ...opened };
  });
}

/** Drizzle wraps the database's refusal; its cause carries the trigger's message. */
const appendOnly = (error: Error & { cause?: Error }) => /append-only/.test(error.cause?.message ?? error.message);

describeEachDatabase('pharmacovigilance cases', (database) => {
  it('opens a case with a received event and takes it through assessment, forwarding and closing', async () => {
    const { reference, reportId } = await receive(database.db, {
      ...completeHuman(),
      reactions: [{ description: 'Otežano disanje.', reactionStart: '2026-11-05', serious: 'yes', seriousHospitalisation: true }],
    });
    const officer = 'pv@farmadria.example';
    await changeStatus(database.db, { reference, to: 'in-assessment', actor: officer });
    await forwardCase(database.db, { reference, target: 'authority', date: '2026-11-20', externalReference: 'HALMED-2026-77', actor: officer });
    await changeStatus(database.db, { reference, to: 'closed', actor: officer, note: 'Done.' });
    const timeline = await caseTimeline(database.db, reportId);
    assert.deepEqual(
      timeline.map((event) => event.type),
      ['received', 'status-changed', 'forwarded', 'status-changed'],
    );
    assert.deepEqual(
      timeline.map((event) => event.actor),
      ['system', officer, officer, officer],
    );
    assert.deepEqual(timeline[2]!.data, { from: 'in-assessment', target: 'authority', date: '2026-11-20', externalReference: 'HALMED-2026-77' });
    assert.equal((await findCase(database.db, reference))?.serious, true);
  });

  it('refuses a change the status rules do not allow, a nullification without reason and an unknown case', async () => {
    const { reference } = await receive(database.db, completeHuman());
    await assert.rejects(changeStatus(database.db, { reference, to: 'closed', actor: 'a' }), (error: CaseError) => error.code === 'transition');
    await assert.rejects(changeStatus(database.db, { reference, to: 'nullified', actor: 'a' }), (error: CaseError) => error.code === 'invalid');
    await assert.rejects(
      changeStatus(database.db, { reference: 'NUS-1999-000001', to: 'in-assessment', actor: 'a' }),
      (error: CaseError) => error.code === 'not-found',
    );
    await changeStatus(database.db, { reference, to: 'nullified', actor: 'a', note: 'Test submission.' });
    await assert.rejects(changeStatus(database.db, { reference, to: 'in-assessment', actor: 'a' }), (error: CaseError) => error.code === 'transition');
  });

  it('keeps events append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const { reportId } = await receive(database.db, completeHuman());
    const before = await caseTimeline(database.db, reportId);
    await assert.rejects(
      database.db
        .update(caseEvents)
        .set({ actor: 'someone else' })
        .where(sql`${caseEvents.reportId} = ${reportId}`),
      appendOnly,
    );
    await assert.rejects(database.db.delete(caseEvents).where(sql`${caseEvents.reportId} = ${reportId}`), appendOnly);
    await assert.rejects(database.db.execute(sql`truncate case_events`), appendOnly);
    assert.deepEqual(await caseTimeline(database.db, reportId), before);
  });

  it('flags a report of the same case as a possible duplicate, and records the decision', async () => {
    const reaction = (reactionStart: string) => [{ description: 'Glavobolja.', reactionStart }];
    const first = await receive(database.db, {
      ...completeHuman(),
      medicines: [{ role: 'suspect', name: 'Ibuprofen Belupo 400 mg' }],
      reactions: reaction('2026-11-05'),
    });
    const second = await receive(database.db, {
      ...completeHuman(),
      email: 'other@example.com',
      reporterName: 'Druga Osoba',
      initials: 'A.H.',
      medicines: [
        { role: 'suspect', name: 'ibuprofen  belupo 400mg' },
        { role: 'concomitant', name: 'Vitamin C' },
      ],
      reactions: reaction('2026-11-07'),
    });
    assert.deepEqual(
      second.possibleDuplicates.map((candidate) => candidate.reference),
      [first.reference],
    );
    const unrelated = await receive(database.db, {
      ...completeHuman(),
      medicines: [{ role: 'suspect', name: 'Ibuprofen Belupo 400 mg' }],
      reactions: reaction('2026-10-01'),
    });
    assert.deepEqual(unrelated.possibleDuplicates, [], 'a reaction a month earlier is another case');
    const listed = await listCases(database.db, { markets: ['cro'], text: second.reference }, { offset: 0, limit: 10 });
    assert.equal(listed.rows[0]?.possibleDuplicate, true);
    await decideDuplicate(database.db, { reference: second.reference, candidate: first.reference, confirm: true, actor: 'pv@farmadria.example' });
    assert.deepEqual(await duplicatesOf(database.db, second.reportId), [{ reference: first.reference, state: 'confirmed' }]);
    assert.equal((await caseTimeline(database.db, second.reportId)).at(-1)?.type, 'duplicate-confirmed');
  });

  it('links a follow-up to the first report of its chain and resolves a follow-up token only in its market', async () => {
    const original = await receive(database.db, completeHuman());
    const followUp = await receive(database.db, completeHuman(), 'cro', original.reference.toLowerCase());
    const second = await receive(database.db, completeHuman(), 'cro', followUp.reference);
    const chain = await followUpChain(database.db, (await findCase(database.db, second.reference))!);
    assert.deepEqual(
      chain.map((row) => row.reference),
      [original.reference, followUp.reference, second.reference],
    );
    assert.equal(await followUpTarget(database.db, 'slo', original.reference), undefined, 'another market’s reference is foreign');
    const token = await database.db.transaction((tx) => issueFollowUpToken(tx, original.reportId));
    assert.equal((await openFollowUpLink(database.db, token, 'cro'))?.reference, original.reference);
    assert.equal((await openFollowUpLink(database.db, token, 'slo'))?.reference, undefined);
    assert.equal((await openFollowUpLink(database.db, `${token}x`, 'cro'))?.reference, undefined);
    const stored = await queryRows(database.db, sql`select token_hash from follow_up_tokens`, z.object({ token_hash: z.string() }));
    assert.ok(
      stored.every((row) => row.token_hash !== token),
      'only the hash is stored',
    );
  });

  it('lists a market’s cases newest first with filters and a total', async () => {
    const vet = await receive(database.db, completeVeterinary(), 'cro');
    await receive(database.db, completeHuman(), 'slo');
    const all = await listCases(database.db, { markets: ['cro'] }, { offset: 0, limit: 500 });
    assert.ok(all.rows.every((row) => row.market === 'cro'));
    assert.equal(all.rows[0]?.reference, vet.reference);
    const vets = await listCases(database.db, { markets: ['cro'], kind: 'veterinary', text: 'vet lijek' }, { offset: 0, limit: 10 });
    assert.deepEqual(
      vets.rows.map((row) => row.reference),
      [vet.reference],
    );
    assert.equal(vets.total, 1);
    const serious = await listCases(database.db, { markets: ['cro'], serious: true }, { offset: 0, limit: 500 });
    assert.ok(serious.rows.every((row) => row.serious));
  });

  it('lists cases past retention for an administrator, whose deletion leaves a tombstone without health data', async () => {
    const old = await receive(database.db, completeHuman());
    const owed = await receive(database.db, completeHuman());
    const recent = await receive(database.db, completeHuman());
    await database.db.execute(sql`update reports set created_at = now() - interval '11 years' where id in (${old.reportId}, ${owed.reportId})`);
    await enqueueMail(database.db, {
      kind: 'report',
      refId: owed.reportId,
      from: 'a@example.com',
      to: ['pv@example.com'],
      subject: 's',
      textBody: 't',
      htmlBody: 'h',
    });
    assert.ok((await flagCasesDueForDeletion(database.db, 10)) >= 2);
    assert.equal(await flagCasesDueForDeletion(database.db, 10), 0, 'flagged once');
    const due = (await casesDueForDeletion(database.db, 10, ['cro'])).map((row) => row.reference);
    assert.ok(due.includes(old.reference) && due.includes(owed.reference) && !due.includes(recent.reference));

    await assert.rejects(deleteCase(database.db, { reference: recent.reference, actor: 'admin@farmadria.example', retentionYears: 10 }), /retention period/);
    await assert.rejects(deleteCase(database.db, { reference: owed.reference, actor: 'admin@farmadria.example', retentionYears: 10 }), /mail to send/);
    await deleteCase(database.db, { reference: old.reference, actor: 'admin@farmadria.example', retentionYears: 10 });
    assert.equal(await findCase(database.db, old.reference), undefined);
    assert.equal(await findReport(database.db, old.reference), undefined);
    const tombstone = (await caseTimeline(database.db, old.reportId)).at(-1)!;
    assert.equal(tombstone.type, 'deleted');
    assert.equal(tombstone.actor, 'admin@farmadria.example');
    assert.deepEqual(Object.keys(tombstone.data).sort(), ['receivedAt', 'retentionYears']);
  });
});
