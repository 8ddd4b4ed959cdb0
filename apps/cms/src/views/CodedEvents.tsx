'use client';

import { Button } from '@payloadcms/ui';
import { useId, useRef, useState } from 'react';
import { OUTCOMES, SERIOUSNESS_CRITERIA } from '@/features/pv/coding/dictionaries';
import type { StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';
import type { Act, CaseView, CodedTerm } from './case-view';
import { dictionaryLabel } from './case-words';

/** Fewer letters match too much of a dictionary to read. */
const MIN_QUERY = 2;

/** A term as the search found it, with the release it came from: a release imported since the page opened is the one it adds from. */
type FoundTerm = CodedTerm & { version: string };

const termLabel = (term: CodedTerm, t: StaffT) =>
  t('coding:termLine', { llt: term.lltName, code: term.lltCode, pt: term.ptName, ptCode: term.ptCode, soc: term.socName });

/**
 * The term search, an ARIA 1.2 combobox with a list popup: typing asks the case's dictionary (its
 * current release, names in the officer's language where it has them); Down and Up move through the
 * terms, Enter picks, Escape closes the list and then clears. Picking fills LLT, PT and SOC.
 */
function TermCombobox({
  reference,
  picked,
  onPick,
  invalid,
  t,
}: {
  reference: string;
  picked: FoundTerm | undefined;
  onPick: (term: FoundTerm | undefined) => void;
  invalid: boolean;
  t: StaffT;
}) {
  const { call } = useStaffApi();
  const id = useId();
  const [text, setText] = useState('');
  const [terms, setTerms] = useState<FoundTerm[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  // Answers can arrive out of order on a slow connection: only the latest question's answer counts.
  const asked = useRef(0);

  const search = async (query: string) => {
    const question = ++asked.current;
    if (query.trim().length < MIN_QUERY) {
      setTerms([]);
      setOpen(false);
      setStatus('');
      return;
    }
    const { status: code, body } = await call<{ terms?: CodedTerm[]; release?: { version: string } | null; message?: string }>(
      'GET',
      `/cases/${encodeURIComponent(reference)}/terms?q=${encodeURIComponent(query)}`,
    );
    if (question !== asked.current) return;
    const version = body.release?.version;
    const found = code === 200 && version ? (body.terms ?? []).map((term) => ({ ...term, version })) : [];
    setTerms(found);
    setActive(-1);
    setOpen(found.length > 0);
    setStatus(code !== 200 ? (body.message ?? t('case:failed')) : found.length ? t('coding:found', { count: found.length }) : t('coding:noMatches'));
  };

  const pick = (term: FoundTerm) => {
    onPick(term);
    setText(term.lltName);
    setOpen(false);
    setStatus('');
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const move = (by: number) => {
      event.preventDefault();
      if (terms.length === 0) return;
      setOpen(true);
      setActive((current) => (current + by + terms.length) % terms.length);
    };
    if (event.key === 'ArrowDown') move(open || active < 0 ? 1 : 0);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(terms[active]!);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else {
        setText('');
        onPick(undefined);
      }
    }
  };

  return (
    <div className="back-office__field back-office__combobox">
      <label htmlFor={`${id}-input`}>{t('coding:term')}</label>
      <p id={`${id}-hint`} className="back-office__hint">
        {t('coding:searchHint')}
      </p>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-hint ${id}-picked${invalid ? ` ${id}-error` : ''}`}
        aria-invalid={invalid || undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onPick(undefined);
          void search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {invalid && (
        <p id={`${id}-error`} className="back-office__error">
          {t('coding:pickFirst')}
        </p>
      )}
      <ul id={`${id}-list`} role="listbox" aria-label={t('coding:terms')} className="back-office__listbox" hidden={!open}>
        {terms.map((term, index) => (
          <li
            key={term.lltCode}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Pressing an option must not take the focus from the input before the click picks it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(term)}
          >
            {termLabel(term, t)}
          </li>
        ))}
      </ul>
      <p id={`${id}-picked`} data-testid="picked-term">
        {picked ? t('coding:picked', { term: termLabel(picked, t) }) : ''}
      </p>
      <p role="status" className="back-office__hint">
        {status}
      </p>
    </div>
  );
}

/** A reaction's coded events: each one's term and hierarchy, seriousness and outcome; the officer adds and removes them. */
export function CodedEvents({ view, act, reaction }: { view: CaseView; act: Act; reaction: { index: number; text: string } }) {
  const { t } = useStaffTranslation();
  const id = useId();
  const { release, dictionary, events } = view.coding;
  const [picked, setPicked] = useState<FoundTerm>();
  const [invalid, setInvalid] = useState(false);
  const [round, setRound] = useState(0);
  if (!release) return null;
  const number = reaction.index + 1;
  const mine = events.filter((event) => event.reaction === reaction.index);
  const name = dictionaryLabel(dictionary);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!picked) {
      setInvalid(true);
      form.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
      return;
    }
    const data = new FormData(form);
    const added = await act('add-event', {
      reaction: number,
      lltCode: picked.lltCode,
      version: picked.version,
      criteria: data.getAll('criteria').map(String),
      outcome: Number(data.get('outcome')),
    });
    if (added) {
      setPicked(undefined);
      setInvalid(false);
      setRound((current) => current + 1);
    }
  };

  return (
    <div className="back-office__events" data-testid={`coded-events-${number}`}>
      <h4 id={`${id}-heading`}>{t('coding:events', { dictionary: name, version: release.version })}</h4>
      {mine.length ? (
        <ul aria-labelledby={`${id}-heading`} className="back-office__event-list">
          {mine.map((coded) => (
            <li key={coded.id} data-testid="coded-event">
              <span>
                {termLabel(coded, t)} · {name} {coded.version} ·{' '}
                {coded.criteria.length
                  ? coded.criteria.map((criterion) => t(`criteria:${criterion as (typeof SERIOUSNESS_CRITERIA)[number]}`)).join(', ')
                  : t('coding:notSerious')}{' '}
                · {t(`outcomes:o${coded.outcome as (typeof OUTCOMES)[number]}`)}
              </span>
              <Button
                type="button"
                buttonStyle="secondary"
                size="small"
                margin={false}
                aria-label={t('coding:removeTerm', { term: coded.lltName })}
                onClick={() => void act('remove-event', { id: coded.id })}
              >
                {t('coding:remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('coding:noEvents')}</p>
      )}
      <form key={round} className="back-office__event-form" noValidate onSubmit={(event) => void submit(event)}>
        <TermCombobox
          reference={view.case.reference}
          picked={picked}
          onPick={(term) => {
            setPicked(term);
            if (term) setInvalid(false);
          }}
          invalid={invalid}
          t={t}
        />
        <fieldset className="back-office__criteria">
          <legend>{t('coding:criteria')}</legend>
          {SERIOUSNESS_CRITERIA.map((criterion) => (
            <div key={criterion} className="back-office__check">
              <input type="checkbox" id={`${id}-${criterion}`} name="criteria" value={criterion} />
              <label htmlFor={`${id}-${criterion}`}>{t(`criteria:${criterion}`)}</label>
            </div>
          ))}
        </fieldset>
        <div className="back-office__field">
          <label htmlFor={`${id}-outcome`}>{t('coding:outcome')}</label>
          <select id={`${id}-outcome`} name="outcome" defaultValue="0">
            {OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`outcomes:o${outcome}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" buttonStyle="secondary" margin={false}>
          {t('coding:add')}
        </Button>
      </form>
    </div>
  );
}
