/**
 * The back office's admin pages (/admin/cases for PV, /admin/applications for
 * HR, /admin/survey for the survey team, /admin/second-factor for all of them)
 * in Payload's own frame, so staff keep its navigation and account menu.
 */
import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';
import { ApplicationsApp } from './ApplicationsApp';
import { CasesApp } from './CasesApp';
import { SecondFactorApp } from './SecondFactorApp';
import { SurveyResultsApp } from './SurveyResultsApp';
import { surveyWordsFor } from './survey-words';

function Frame({ initPageResult, params, searchParams, children }: AdminViewServerProps & { children: React.ReactNode }) {
  const { req, locale, permissions, visibleEntities } = initPageResult;
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {/* Marks the page as the back office's: its CSS hides the content-language switcher, which no back-office view reads. */}
      <Gutter className="back-office-frame">{children}</Gutter>
    </DefaultTemplate>
  );
}

export function CasesView(props: AdminViewServerProps) {
  return (
    <Frame {...props}>
      <CasesApp />
    </Frame>
  );
}

export function ApplicationsView(props: AdminViewServerProps) {
  return (
    <Frame {...props}>
      <ApplicationsApp />
    </Frame>
  );
}

export function SecondFactorView(props: AdminViewServerProps) {
  return (
    <Frame {...props}>
      <SecondFactorApp />
    </Frame>
  );
}

export function SurveyResultsView(props: AdminViewServerProps) {
  return (
    <Frame {...props}>
      <SurveyResultsApp words={surveyWordsFor(props.initPageResult.req.i18n.language)} />
    </Frame>
  );
}
