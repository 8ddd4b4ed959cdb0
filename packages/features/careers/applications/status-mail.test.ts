import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locales } from '@/config/markets';
import { cleanStatusMail, statusMail, statusMailDraft } from './status-mail';
import { mailedStatuses } from './validation';

const facts = { name: 'Ana Horvat', opening: 'Skladištar', company: 'Farmadria', contact: 'karijere@example.com' };

describe('the e-mail to an applicant on a change of status', () => {
  it('fills every template of every language with the name, the opening, the company and the contact, leaving no placeholder', () => {
    for (const locale of locales) {
      for (const status of mailedStatuses) {
        for (const opening of [facts.opening, null]) {
          const { subject, text } = statusMailDraft({ ...facts, opening, status, locale });
          assert.match(subject, /Farmadria/, `${locale} ${status}`);
          for (const value of [facts.name, facts.company, facts.contact, ...(opening ? [opening] : [])])
            assert.ok(text.includes(value), `${locale} ${status}: ${value}`);
          assert.doesNotMatch(subject + text, /[{}]/, `${locale} ${status}: a placeholder left`);
        }
      }
    }
  });

  it("writes in the applicant's language: Bosnian is not Croatian, and an unknown one reads English", () => {
    const interview = (locale: string) => statusMailDraft({ ...facts, status: 'interview', locale });
    assert.match(interview('hr').text, /sljedeća dva tjedna/);
    assert.match(interview('bs').text, /naredne dvije sedmice/);
    assert.match(interview('sl').text, /v naslednjih dveh tednih/);
    assert.equal(interview('de').locale, 'en');
    assert.match(interview('de').text, /^Dear Ana Horvat,/);
    assert.match(statusMailDraft({ ...facts, opening: null, status: 'rejected', locale: 'hr' }).text, /na vašoj prijavi bez natječaja/);
  });

  it('sends what HR typed as text: markup and entities stay as typed, escaped in the HTML part; bidi and control characters are dropped', () => {
    const cleaned = cleanStatusMail({
      subject: 'Poziv <b>&e;\u202Eexe.pdf\r\nBcc: x@example.com',
      text: 'Dobar dan,\r\n\r\n\r\n<b>bold</b> &e; \u202Eevil\u0007\tkraj',
    });
    assert.ok('mail' in cleaned);
    assert.deepEqual(cleaned.mail, { subject: 'Poziv <b>&e; exe.pdf Bcc: x@example.com', text: 'Dobar dan,\n\n<b>bold</b> &e; evil\tkraj' });
    const mail = statusMail({
      applicationId: '00000000-0000-4000-8000-000000000000',
      from: 'F <f@example.com>',
      to: 'ana@example.com',
      replyTo: 'karijere@example.com',
      mail: cleaned.mail,
    });
    assert.equal(mail.textBody, cleaned.mail.text, 'the text part is the text as HR approved it');
    assert.match(mail.htmlBody, /<p>&lt;b&gt;bold&lt;\/b&gt; &amp;e; evil\tkraj<\/p>/);
    assert.doesNotMatch(mail.htmlBody, /<b>/);
    assert.deepEqual(
      [mail.kind, mail.refId, mail.to, mail.replyTo],
      ['application', '00000000-0000-4000-8000-000000000000', ['ana@example.com'], 'karijere@example.com'],
    );
  });

  it('refuses a mail without a subject or text, or past its limits, naming which', () => {
    assert.deepEqual(cleanStatusMail('text'), { problem: 'mailMalformed' });
    assert.deepEqual(cleanStatusMail({ subject: 'Hi' }), { problem: 'mailMalformed' });
    assert.deepEqual(cleanStatusMail({ subject: ' \u2066 ', text: 'x' }), { problem: 'mailSubjectEmpty' });
    assert.deepEqual(cleanStatusMail({ subject: 'x'.repeat(201), text: 'x' }), { problem: 'mailSubjectTooLong' });
    assert.deepEqual(cleanStatusMail({ subject: 'x', text: '\n\u0000\n' }), { problem: 'mailTextEmpty' });
    assert.deepEqual(cleanStatusMail({ subject: 'x', text: 'x'.repeat(5001) }), { problem: 'mailTextTooLong' });
    assert.ok('mail' in cleanStatusMail({ subject: 'x'.repeat(200), text: 'x'.repeat(5000) }));
  });
});
