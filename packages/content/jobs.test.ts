import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localesOf, markets } from '@/config/markets';
import type { Job } from './job-schema';
import { daysAfter, openJobs, readSeedJobs, today } from './jobs';
import { seedSnapshot } from './seed';
import { SnapshotError, validateSnapshot } from './snapshot';

const job = (id: number, deadline: string, markets: Job['markets'] = ['cro']): Job => ({
  id,
  markets,
  contract: 'permanent',
  deadline,
  posted: '2026-11-02',
  translations: {
    hr: { title: 'Farmaceut (m/ž)', place: 'Zagreb', description: 'Opis posla.' },
    sl: { title: 'Farmacevt (m/ž)', place: 'Trzin', description: 'Opis dela.' },
    en: { title: 'Pharmacist (m/f)', place: 'Zagreb', description: 'What the job is.' },
  },
});

describe('job openings', () => {
  it('keeps an opening up to and including its deadline, then leaves it out', () => {
    const jobs = [job(1, '2026-12-01'), job(2, '2026-12-02'), job(3, '2026-11-30')];
    assert.deepEqual(
      openJobs(jobs, 'cro', '2026-12-01').map((j) => j.id),
      [1, 2],
    );
    assert.deepEqual(
      openJobs(jobs, 'cro', '2026-12-02').map((j) => j.id),
      [2],
    );
    assert.deepEqual(openJobs(jobs, 'cro', '2026-12-03'), []);
  });

  it('gives a market only its own openings, in its own locales', () => {
    const [cro] = openJobs([job(1, '2027-01-01', ['cro', 'slo']), job(2, '2027-01-01', ['bih'])], 'cro', '2026-12-01');
    assert.deepEqual(Object.keys(cro!.translations), ['hr', 'en']);
    assert.equal(openJobs([job(2, '2027-01-01', ['bih'])], 'cro', '2026-12-01').length, 0);
  });

  it('counts the day in Central European time', () => {
    assert.equal(today(new Date('2026-12-31T23:30:00Z')), '2027-01-01');
  });

  it('seeds one or more openings per market, each in the market language and English', () => {
    const jobs = readSeedJobs();
    for (const market of markets) {
      const own = jobs.filter((j) => j.markets.includes(market));
      assert.ok(own.length >= 1, market);
      for (const opening of own) assert.deepEqual(Object.keys(opening.translations).sort(), [...localesOf(market)].sort(), `${market} ${opening.id}`);
    }
  });

  it("counts the seed's deadlines from the day it is read, so the seed never goes stale", () => {
    for (const day of ['2026-01-01', '2031-07-15', '2099-12-31']) {
      const jobs = readSeedJobs(day);
      assert.ok(
        jobs.every((j) => j.deadline > day),
        day,
      );
      for (const market of markets) assert.ok(seedSnapshot(market, day).jobs.length > 0, `${market} on ${day}`);
    }
    assert.deepEqual(
      readSeedJobs('2026-11-25')
        .map((j) => j.deadline)
        .sort()[0],
      '2026-12-18',
    );
    assert.equal(daysAfter('2026-12-31', 1), '2027-01-01');
  });

  it('gives each seed opening its publication day, counted back from the day the seed is read and before its deadline', () => {
    const jobs = readSeedJobs('2026-11-25');
    assert.equal(jobs.find((j) => j.id === 1)!.posted, '2026-11-13');
    for (const job of jobs) assert.ok(job.posted <= '2026-11-25' && job.posted < job.deadline, `${job.id}`);
  });

  it('refuses a snapshot opening without its publication day, naming it', () => {
    const seed = seedSnapshot('bih', '2026-01-01');
    const { posted, ...undated } = seed.jobs[0]!;
    assert.ok(posted);
    assert.throws(() => validateSnapshot({ ...seed, jobs: [undated] }, 'test'), new RegExp(`jobs/${undated.id}: posted: `));
  });

  it('names the opening, the locale and the field of a content error', () => {
    const seed = seedSnapshot('cro', '2026-01-01');
    const broken = {
      ...seed,
      jobs: [{ ...seed.jobs[0]!, translations: { ...seed.jobs[0]!.translations, hr: { title: '', place: 'Zagreb', description: 'x' } } }],
    };
    assert.throws(
      () => validateSnapshot(broken, 'test'),
      (error: Error) => {
        assert.ok(error instanceof SnapshotError);
        assert.match(error.message, new RegExp(`jobs/${seed.jobs[0]!.id} \\(hr\\): title: `));
        return true;
      },
    );
  });
});
