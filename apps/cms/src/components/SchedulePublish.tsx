'use client';

import { TZDate } from '@date-fns/tz';
import {
  Button,
  DatePicker,
  Drawer,
  PublishButton,
  ReactSelect,
  toast,
  useAuth,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useFormFields,
  useModal,
  useServerFunctions,
  useTranslation,
  XIcon,
} from '@payloadcms/ui';
import { endOfDay, isSameDay, startOfDay, transpose, type Locale as DateLocale } from 'date-fns';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isLocale } from '@/config/markets';
import { DATE_TIME_PATTERN, formatAdminDate } from '../i18n/admin-dates';
import type { StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import {
  defaultScheduleType,
  documentMarkets,
  marketZones,
  scheduleLocales,
  scheduleMark,
  scheduleTimeZone,
  SCHEDULES_PATH,
  zoneLabel,
  type PendingSchedule,
  type ScheduleType,
} from './schedule';

/**
 * Publish, with its scheduling in the editor's language and the market's clock. Payload's own
 * button stays (publishing, its menu), but not its schedule drawer: its type starts at Unpublish
 * for a draft never published, its picker shows a 12-hour clock in English words, its language
 * list starts with "All" and its time zone is unset. When the menu opens Payload's drawer, this one
 * opens in its place before anything is drawn; and the document shows its next scheduled change
 * until it has run or is cancelled.
 */
export function SchedulePublishButton() {
  const { isModalOpen, closeModal, openModal } = useModal();
  const { id } = useDocumentInfo();
  const payloadsDrawer = `schedule-publish-${id}`;
  const slug = `schedule-${id}`;
  const asked = isModalOpen(payloadsDrawer);
  useLayoutEffect(() => {
    if (!asked) return;
    closeModal(payloadsDrawer);
    openModal(slug);
  }, [asked, payloadsDrawer, slug, closeModal, openModal]);
  const schedules = usePendingSchedules();
  return (
    <>
      <ScheduleMark schedules={schedules.list} />
      <PublishButton />
      {isModalOpen(slug) && <ScheduleDrawer slug={slug} schedules={schedules} />}
    </>
  );
}

interface Schedules {
  list: PendingSchedule[] | undefined;
  failed: boolean;
  /** Reads them again (after a change in the drawer). */
  reload(): void;
}

/** The document's scheduled changes not run yet (endpoints/schedules.ts), read again after each change of them. */
function usePendingSchedules(): Schedules {
  const { id, collectionSlug } = useDocumentInfo();
  const { config } = useConfig();
  const [answer, setAnswer] = useState<{ list?: PendingSchedule[]; failed: boolean }>({ failed: false });
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!id || !collectionSlug) return;
    let current = true;
    const query = new URLSearchParams({ collection: collectionSlug, id: String(id) });
    const read = async () => {
      const response = await fetch(`${config.serverURL}${config.routes.api}${SCHEDULES_PATH}?${query}`, { credentials: 'include' }).catch(() => undefined);
      const schedules = response?.ok ? ((await response.json()) as { schedules: PendingSchedule[] }).schedules : undefined;
      if (current) setAnswer((last) => (schedules ? { list: schedules, failed: false } : { ...last, failed: true }));
    };
    void read();
    return () => {
      current = false;
    };
  }, [id, collectionSlug, config.serverURL, config.routes.api, reads]);
  const reload = useCallback(() => setReads((count) => count + 1), []);
  return { list: answer.list, failed: answer.failed, reload };
}

/** The markets the open document names, and the clock its schedules are set in at first. */
function useDocumentClock() {
  const { market, markets } = useFormFields(([fields]) => ({ market: fields.market?.value, markets: fields.markets?.value }));
  const { user } = useAuth();
  const ofDocument = useMemo(() => documentMarkets(market, markets), [market, markets]);
  return { markets: ofDocument, zone: scheduleTimeZone(ofDocument, (user as { markets?: unknown } | null)?.markets) };
}

/**
 * The next scheduled change, among the document's status and dates above the form (Payload's
 * list of them takes no component of ours: it is found from where this button is).
 */
function ScheduleMark({ schedules }: { schedules: PendingSchedule[] | undefined }) {
  const { t, language } = useStaffTranslation();
  const { zone } = useDocumentClock();
  const [meta, setMeta] = useState<Element | null>(null);
  const anchor = useCallback((node: HTMLSpanElement | null) => setMeta(node?.closest('.doc-controls')?.querySelector('.doc-controls__meta') ?? null), []);
  const next = schedules?.[0];
  const mark = next && (
    <li className="doc-controls__list-item schedule-mark" data-scheduled={next.type}>
      <p className="doc-controls__value" role="status">
        {scheduleMark(next, language, t, zone)}
      </p>
    </li>
  );
  return (
    <>
      <span ref={anchor} hidden />
      {mark && meta && createPortal(mark, meta)}
    </>
  );
}

/** A choice of Payload's select. */
type Choice = { label: string; value: string } & Record<string, unknown>;

/** Payload's select hands its choice over untyped: the value of the one chosen, if it is one of ours. */
function chosen(choice: unknown, take: (value: string) => void): void {
  if (choice && typeof choice === 'object' && 'value' in choice && typeof choice.value === 'string') take(choice.value);
}

const ALL_LANGUAGES = 'all';

/** A moment's wall clock in `zone`, as the date picker shows it (in the browser's own zone). */
const wallClockIn = (moment: Date, zone: string): Date => transpose(new TZDate(moment.getTime(), zone), Date);

/** The moment a wall clock picked in the browser stands for in `zone`. */
const momentIn = (wallClock: Date, zone: string): Date => new Date(transpose(wallClock, TZDate.tz(zone)).getTime());

function ScheduleDrawer({ slug, schedules }: { slug: string; schedules: Schedules }) {
  const { toggleModal } = useModal();
  const { id, collectionSlug, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo();
  const { title } = useDocumentTitle();
  const { i18n, t: payloadT } = useTranslation();
  const { t, language } = useStaffTranslation();
  const { schedulePublish } = useServerFunctions();
  const clock = useDocumentClock();

  const [type, setType] = useState<ScheduleType>(() => defaultScheduleType(hasPublishedDoc, unpublishedVersionCount));
  const [picked, setPicked] = useState<Date | null>(null);
  const [zone, setZone] = useState(clock.zone);
  const [locale, setLocale] = useState(ALL_LANGUAGES);
  const [processing, setProcessing] = useState(false);

  const zones: Choice[] = marketZones.map(({ value }) => ({ value, label: zoneLabel(value, t) }));
  const languages: Choice[] = [
    { value: ALL_LANGUAGES, label: t('schedule:allLanguages') },
    ...scheduleLocales(clock.markets).map((code) => ({ value: code, label: t(`options:locale-${code}`) })),
  ];
  const typeLabel = (of: ScheduleType) => t(of === 'publish' ? 'schedule:publish' : 'schedule:unpublish');
  const now = wallClockIn(new Date(), zone);
  // Kept from render to render: a new calendar container each time would remount the open calendar.
  const pickerOverrides = useMemo(() => pickerWords(t, payloadT('general:time'), i18n.dateFNS), [t, payloadT, i18n.dateFNS]);

  const save = async () => {
    if (!collectionSlug || id === undefined) return;
    if (!picked) return toast.error(payloadT('general:noDateSelected'));
    const date = momentIn(picked, zone);
    if (date.getTime() <= Date.now()) return toast.error(t('schedule:inThePast'));
    setProcessing(true);
    try {
      const answer = (await schedulePublish({
        type,
        date,
        timezone: zone,
        doc: { relationTo: collectionSlug, value: String(id) },
        ...(type === 'publish' && locale !== ALL_LANGUAGES ? { localeToPublish: locale } : {}),
      })) as { error?: string } | undefined;
      if (answer?.error) throw new Error(answer.error);
      setPicked(null);
      toast.success(payloadT('version:scheduledSuccessfully'));
      schedules.reload();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setProcessing(false);
    }
  };

  const cancel = async (schedule: PendingSchedule) => {
    try {
      await schedulePublish({ deleteID: schedule.id });
      toast.success(t('schedule:cancelled'));
    } catch (error) {
      toast.error((error as Error).message);
    }
    schedules.reload();
  };

  const heading = t('schedule:title', { title });
  return (
    <Drawer
      className="schedule-publish"
      gutter={false}
      slug={slug}
      title={heading}
      Header={
        <div className="schedule-publish__drawer-header">
          <h2 id={`${slug}-heading`}>{heading}</h2>
          <button type="button" className="drawer-close-button" aria-label={payloadT('general:close')} onClick={() => toggleModal(slug)}>
            <XIcon />
          </button>
        </div>
      }
    >
      <div className="gutter gutter--left gutter--right schedule-publish__scheduler">
        <fieldset className="schedule-publish__type" disabled={processing}>
          <legend className="field-label">{t('schedule:action')}</legend>
          {(['publish', 'unpublish'] as const).map((option) => (
            <label key={option} className={`radio-input${type === option ? ' radio-input--is-selected' : ''}`}>
              <input type="radio" name={`${slug}-type`} value={option} checked={type === option} onChange={() => setType(option)} />
              <span className="radio-input__styled-radio" />
              <span className="radio-input__label">{typeLabel(option)}</span>
            </label>
          ))}
        </fieldset>

        <Labelled id="schedule-time" label={t('schedule:when')}>
          <DatePicker
            pickerAppearance="dayAndTime"
            displayFormat={DATE_TIME_PATTERN}
            timeFormat="HH:mm"
            timeIntervals={5}
            minDate={now}
            minTime={picked && isSameDay(picked, now) ? now : startOfDay(now)}
            maxTime={endOfDay(now)}
            readOnly={processing}
            value={picked ?? undefined}
            onChange={(value) => setPicked(value ?? null)}
            overrides={pickerOverrides}
          />
        </Labelled>

        <Labelled id="schedule-zone" label={t('schedule:timeZone')}>
          <ReactSelect
            inputId="schedule-zone"
            options={zones}
            value={zones.find((choice) => choice.value === zone)}
            onChange={(choice) => chosen(choice, setZone)}
            isClearable={false}
            isSearchable={false}
            disabled={processing}
          />
        </Labelled>

        {type === 'publish' && (
          <Labelled id="schedule-language" label={t('schedule:language')}>
            <ReactSelect
              inputId="schedule-language"
              options={languages}
              value={languages.find((choice) => choice.value === locale)}
              onChange={(choice) => chosen(choice, setLocale)}
              isClearable={false}
              isSearchable={false}
              disabled={processing}
            />
          </Labelled>
        )}

        <div className="schedule-publish__actions">
          <Button buttonStyle="primary" id="scheduled-publish-save" disabled={processing} onClick={() => void save()} type="button">
            {payloadT('general:save')}
          </Button>
          {processing && <span role="status">{payloadT('general:saving')}</span>}
        </div>
      </div>

      <div className="gutter gutter--left gutter--right schedule-publish__upcoming">
        <h3>{t('schedule:upcoming')}</h3>
        <UpcomingSchedules
          schedules={schedules}
          typeLabel={typeLabel}
          fallbackZone={clock.zone}
          onCancel={(schedule) => void cancel(schedule)}
          language={language}
          t={t}
        />
      </div>
    </Drawer>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field-type schedule-publish__field">
      <label className="field-label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * react-datepicker's own words are English ("Time", "Choose", "Next Month"): the admin
 * language's, with its date-fns locale given directly (Payload sets it as the default only after
 * the picker's first render).
 */
function pickerWords(t: StaffT, timeCaption: string, locale: DateLocale) {
  return {
    id: 'schedule-time',
    ariaLabelledBy: 'schedule-time-label',
    locale,
    timeCaption,
    chooseDayAriaLabelPrefix: t('schedule:chooseDay'),
    disabledDayAriaLabelPrefix: t('schedule:notAvailable'),
    monthAriaLabelPrefix: t('schedule:month'),
    previousMonthButtonLabel: t('schedule:previousMonth'),
    nextMonthButtonLabel: t('schedule:nextMonth'),
    previousMonthAriaLabel: t('schedule:previousMonth'),
    nextMonthAriaLabel: t('schedule:nextMonth'),
    // Its focus loop is two bare elements in the tab order; Escape and Tab leave the calendar as they would any field.
    enableTabLoop: false,
    calendarContainer: ({ className, children }: { className?: string; children?: ReactNode }) => (
      <div className={className} role="dialog" aria-label={t('schedule:chooseDate')}>
        {children}
      </div>
    ),
  };
}

interface UpcomingProps {
  schedules: Schedules;
  typeLabel: (type: ScheduleType) => string;
  fallbackZone: string;
  onCancel: (schedule: PendingSchedule) => void;
  language: string;
  t: StaffT;
}

function UpcomingSchedules({ schedules, typeLabel, fallbackZone, onCancel, language, t }: UpcomingProps) {
  if (schedules.failed) return <p role="alert">{t('schedule:loadFailed')}</p>;
  if (!schedules.list) return null;
  if (schedules.list.length === 0) return <p className="schedule-publish__none">{t('schedule:nothingScheduled')}</p>;
  return (
    <div className="table table--appearance-condensed">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('schedule:action')}</th>
            <th scope="col">{t('schedule:when')}</th>
            <th scope="col">{t('schedule:timeZone')}</th>
            <th scope="col">{t('schedule:language')}</th>
            <th scope="col">{t('schedule:cancel')}</th>
          </tr>
        </thead>
        <tbody>
          {schedules.list.map((schedule) => {
            const zone = schedule.timeZone || fallbackZone;
            const when = formatAdminDate(schedule.waitUntil, language, { timeZone: zone });
            return (
              <tr key={schedule.id} data-schedule={schedule.type}>
                <td>{typeLabel(schedule.type)}</td>
                <td>{when}</td>
                <td>{zoneLabel(zone, t)}</td>
                <td>{isLocale(schedule.locale) ? t(`options:locale-${schedule.locale}`) : t('schedule:allLanguages')}</td>
                <td>
                  <Button
                    buttonStyle="icon-label"
                    icon="x"
                    className="schedule-publish__delete"
                    aria-label={t('schedule:cancelOne', { what: typeLabel(schedule.type), when })}
                    onClick={() => onCancel(schedule)}
                    type="button"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
