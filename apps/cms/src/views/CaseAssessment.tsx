'use client';

import { Button, useAuth } from '@payloadcms/ui';
import { useId } from 'react';
import { ABON, causalityScaleOf, EXPECTEDNESS } from '@/features/pv/cases/status';
import type { Staff } from '../access';
import type { StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import type { Act, CaseView } from './case-view';
import { causalityLabel, formatDay } from './case-words';
import { CodedEvents } from './CodedEvents';

/** The values of a submitted form, by field name. */
export function formValues(event: React.FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  return Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
}

/** Day 0, the due date and who owns the case; the officer takes it or gives it to a colleague of its market. */
export function CaseOwnership({ view, act }: { view: CaseView; act: Act }) {
  const { t, language } = useStaffTranslation();
  const { user } = useAuth<Staff>();
  const id = useId();
  const row = view.case;
  const mayTake = user?.email && row.assignee !== user.email && view.officers.includes(user.email);
  return (
    <section aria-labelledby={`${id}-clocks`} className="back-office__panel">
      <h2 id={`${id}-clocks`}>{t('case:clocks')}</h2>
      <dl className="back-office__facts">
        <dt>{t('case:dayZero')}</dt>
        <dd data-testid="day-zero">{row.dayZero ? formatDay(row.dayZero, language) : t('case:noDayZero')}</dd>
        <dt>{t('case:dueOn')}</dt>
        <dd data-testid="due-on">
          {row.dueOn ? formatDay(row.dueOn, language) : t('case:none')}
          {row.overdue && (
            <>
              {' '}
              · <strong className="back-office__overdue">{t('case:overdue')}</strong>
            </>
          )}
        </dd>
        <dt>{t('case:officer')}</dt>
        <dd data-testid="assignee">{row.assignee ?? t('case:nobody')}</dd>
      </dl>
      <p className="back-office__hint" data-testid="clock-rule">
        {t(row.kind === 'veterinary' ? 'case:clockVeterinary' : 'case:clockHuman')}
      </p>
      <div className="back-office__row">
        {mayTake && (
          <Button type="button" buttonStyle="primary" margin={false} onClick={() => void act('assign', { to: user.email })}>
            {t('case:take')}
          </Button>
        )}
        {/* Keyed by what it shows, so a change (this officer taking the case) shows in the form too. */}
        <form
          key={row.assignee ?? ''}
          className="back-office__row"
          onSubmit={(event) => {
            const data = formValues(event);
            void act('assign', { to: data.to || null });
          }}
        >
          <div className="back-office__field">
            <label htmlFor={`${id}-assignee`}>{t('case:assignTo')}</label>
            <select id={`${id}-assignee`} name="to" defaultValue={row.assignee ?? ''}>
              <option value="">{t('case:nobody')}</option>
              {view.officers.map((officer) => (
                <option key={officer} value={officer}>
                  {officer}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" buttonStyle="secondary" margin={false}>
            {t('case:assign')}
          </Button>
        </form>
      </div>
    </section>
  );
}

/** Seriousness and expectedness, each with its own form. */
function Judgements({ view, act, t }: { view: CaseView; act: Act; t: StaffT }) {
  const id = useId();
  const row = view.case;
  // The notes as recorded: each form shows what was saved with its judgement.
  const noteOf = (type: string) => view.timeline.findLast((event) => event.type === type)?.note ?? '';
  const seriousnessReason = noteOf('seriousness-assessed');
  const expectednessNote = noteOf('expectedness-assessed');
  return (
    <div className="back-office__columns">
      <form
        key={`${String(row.serious)}:${seriousnessReason}`}
        onSubmit={(event) => {
          const data = formValues(event);
          void act('seriousness', { serious: data.serious === 'yes', note: data.note });
        }}
      >
        <fieldset>
          <legend>{t('case:seriousness')}</legend>
          <div className="back-office__check">
            <input type="radio" id={`${id}-serious`} name="serious" value="yes" defaultChecked={row.serious} />
            <label htmlFor={`${id}-serious`}>{t('seriousness:serious')}</label>
          </div>
          <div className="back-office__check">
            <input type="radio" id={`${id}-not-serious`} name="serious" value="no" defaultChecked={!row.serious} />
            <label htmlFor={`${id}-not-serious`}>{t('seriousness:notSerious')}</label>
          </div>
          <div className="back-office__field">
            <label htmlFor={`${id}-serious-reason`}>{t('case:reason')}</label>
            <input id={`${id}-serious-reason`} name="note" required defaultValue={seriousnessReason} />
          </div>
          <Button type="submit" buttonStyle="secondary" margin={false}>
            {t('case:recordSeriousness')}
          </Button>
        </fieldset>
      </form>
      <form
        key={`${row.expectedness ?? ''}:${expectednessNote}`}
        onSubmit={(event) => {
          const data = formValues(event);
          void act('expectedness', { expectedness: data.expectedness, note: data.note });
        }}
      >
        <fieldset>
          <legend>{t('case:expectedness')}</legend>
          {EXPECTEDNESS.map((value) => (
            <div key={value} className="back-office__check">
              <input type="radio" id={`${id}-${value}`} name="expectedness" value={value} defaultChecked={row.expectedness === value} required />
              <label htmlFor={`${id}-${value}`}>{t(`expectedness:${value}`)}</label>
            </div>
          ))}
          <div className="back-office__field">
            <label htmlFor={`${id}-expectedness-note`}>{t('case:note')}</label>
            <input id={`${id}-expectedness-note`} name="note" defaultValue={expectednessNote} />
          </div>
          <Button type="submit" buttonStyle="secondary" margin={false}>
            {t('case:recordExpectedness')}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}

/** What each ABON category means: the officer reads it beside every ABON choice of the reaction (aria-describedby). */
function AbonCategories({ id, t }: { id: string; t: StaffT }) {
  return (
    <div id={id} className="back-office__hint" data-testid="abon-categories">
      <p>{t('case:abonCategories')}</p>
      <dl className="back-office__facts">
        {ABON.map((result) => (
          <div key={result} className="back-office__fact">
            <dt>{t(`abon:${result}`)}</dt>
            <dd>{t(`abonHint:${result}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One reaction: its MedDRA coding, and its causality with each suspect medicine, on the case's scale (WHO-UMC or ABON). */
function ReactionWork({ view, act, reaction, t }: { view: CaseView; act: Act; reaction: { index: number; text: string }; t: StaffT }) {
  const id = useId();
  const number = reaction.index + 1;
  const code = view.assessment.codes.find((item) => item.reaction === reaction.index);
  const causalityOf = (medicine: number) =>
    view.assessment.causality.find((item) => item.reaction === reaction.index && item.medicine === medicine)?.result ?? '';
  const scale = causalityScaleOf(view.case.kind);
  const abon = scale.name === 'ABON';
  return (
    <fieldset className="back-office__reaction" data-testid={`reaction-${number}`}>
      <legend>
        {t('case:reaction', { number })}: {reaction.text}
      </legend>
      {(code || !view.coding.release) && (
        <p>{code ? t('case:codedAs', { code: code.lltCode, term: code.lltTerm, version: code.meddraVersion }) : t('case:notCoded')}</p>
      )}
      {/* With a release imported the officer codes events from it; without one, the code is typed. */}
      <CodedEvents view={view} act={act} reaction={reaction} />
      {!view.coding.release && (
        <form
          className="back-office__row"
          onSubmit={(event) => {
            const data = formValues(event);
            void act('coding', { reaction: number, lltCode: data.lltCode, lltTerm: data.lltTerm, meddraVersion: data.meddraVersion });
          }}
        >
          <div className="back-office__field">
            <label htmlFor={`${id}-code`}>{t('case:lltCode')}</label>
            <input id={`${id}-code`} name="lltCode" inputMode="numeric" pattern="1[0-9]{7}" maxLength={8} defaultValue={code?.lltCode} required />
          </div>
          <div className="back-office__field">
            <label htmlFor={`${id}-term`}>{t('case:lltTerm')}</label>
            <input id={`${id}-term`} name="lltTerm" maxLength={250} defaultValue={code?.lltTerm} required />
          </div>
          <div className="back-office__field">
            <label htmlFor={`${id}-version`}>{t('case:meddraVersion')}</label>
            <input id={`${id}-version`} name="meddraVersion" pattern="[0-9]{1,2}\.[01]" maxLength={4} defaultValue={code?.meddraVersion} required />
          </div>
          <Button type="submit" buttonStyle="secondary" margin={false}>
            {t('case:saveCoding')}
          </Button>
        </form>
      )}
      {abon && view.assessment.items.medicines.length > 0 && <AbonCategories id={`${id}-abon`} t={t} />}
      {view.assessment.items.medicines.map((medicine) => (
        <form
          key={`${medicine.index}-${causalityOf(medicine.index)}`}
          className="back-office__row"
          onSubmit={(event) => {
            const data = formValues(event);
            void act('causality', { reaction: number, medicine: medicine.index + 1, result: data.result });
          }}
        >
          <div className="back-office__field">
            <label htmlFor={`${id}-causality-${medicine.index}`}>{t(abon ? 'case:causalityAbonOf' : 'case:causalityOf', { medicine: medicine.name })}</label>
            <select
              id={`${id}-causality-${medicine.index}`}
              name="result"
              defaultValue={causalityOf(medicine.index)}
              required
              aria-describedby={abon ? `${id}-abon` : undefined}
            >
              <option value="">{t('case:notAssessed')}</option>
              {scale.results.map((result) => (
                <option key={result} value={result}>
                  {causalityLabel(result, t)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" buttonStyle="secondary" margin={false}>
            {t('case:saveCausality')}
          </Button>
        </form>
      ))}
    </fieldset>
  );
}

/** The officer's assessment: seriousness, expectedness, each reaction's coding and causality, and the narrative. */
export function CaseAssessment({ view, act }: { view: CaseView; act: Act }) {
  const { t } = useStaffTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-assessment`} className="back-office__panel">
      <h2 id={`${id}-assessment`}>{t('case:assessment')}</h2>
      <Judgements view={view} act={act} t={t} />
      <h3>{t('case:reactions')}</h3>
      {view.assessment.items.reactions.map((reaction) => (
        <ReactionWork key={reaction.index} view={view} act={act} reaction={reaction} t={t} />
      ))}
      <form
        onSubmit={(event) => {
          const data = formValues(event);
          void act('narrative', { narrative: data.narrative });
        }}
      >
        <div className="back-office__field">
          <label htmlFor={`${id}-narrative`}>{t('case:narrative')}</label>
          <p id={`${id}-narrative-hint`} className="back-office__hint">
            {t('case:narrativeHint')}
          </p>
          <textarea
            id={`${id}-narrative`}
            name="narrative"
            rows={8}
            maxLength={100_000}
            aria-describedby={`${id}-narrative-hint`}
            defaultValue={view.case.narrative ?? view.assessment.draftNarrative}
          />
        </div>
        <Button type="submit" buttonStyle="secondary" margin={false}>
          {t('case:saveNarrative')}
        </Button>
      </form>
    </section>
  );
}
