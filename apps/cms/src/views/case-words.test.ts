import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatAdminDate } from '../i18n/admin-dates';
import { staffIn } from '../i18n/catalogue';
import { staffCatalogues } from '../i18n/translations';
import { eventText, formatDay } from './case-words';

const LANGUAGES = ['en', 'hr', 'sl', 'bs'] as const;
const DATE_PLACEHOLDERS = ['date', 'when', 'from', 'to', 'dueFrom', 'dueTo'];

describe('the case page’s words', () => {
  it('put no second full stop after a date that brings its own (hr and bs write "15. prosinca 2026.")', () => {
    for (const language of LANGUAGES) {
      const dates = [formatDay('2026-12-15', language), formatAdminDate('2026-12-15T08:40:00Z', language, { timeZone: 'Europe/Zagreb' })];
      const catalogue = staffCatalogues[language];
      for (const section of ['case', 'events', 'cases', 'clocks'] as const) {
        for (const [key, template] of Object.entries(catalogue[section] as Record<string, string>)) {
          for (const date of dates) {
            const filled = DATE_PLACEHOLDERS.reduce((text, name) => text.replaceAll(`{${name}}`, date), template);
            assert.doesNotMatch(filled, /(?<!\.)\.\.(?!\.)/, `${language} ${section}:${key}`);
          }
        }
      }
    }
  });

  it('say on the timeline what was open when a case was closed anyway', () => {
    const event = {
      id: 1,
      at: '2026-12-07T10:00:00Z',
      actor: 'pv@farmadria.example',
      type: 'status-changed',
      note: 'Nema novih podataka.',
      data: { from: 'in-assessment', to: 'closed', closedDespite: { questions: 1, reportDue: '2026-12-15' } },
    };
    assert.equal(
      eventText(event, staffIn('hr'), 'hr'),
      'U procjeni → Zatvoreno (ipak zatvoreno — neodgovorena pitanja prijavitelju: 1; nije prijavljeno regulatornom tijelu, rok 15. prosinca 2026.)',
    );
    assert.equal(eventText({ ...event, data: { from: 'forwarded', to: 'closed' } }, staffIn('en'), 'en'), 'Forwarded → Closed');
  });
});
