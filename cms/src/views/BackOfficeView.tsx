/**
 * The PV back office's admin pages (/admin/cases, /admin/second-factor) in
 * Payload's own frame, so staff keep its navigation and account menu.
 */
import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';
import { CasesApp } from './CasesApp';
import { SecondFactorApp } from './SecondFactorApp';

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
      <Gutter>{children}</Gutter>
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

export function SecondFactorView(props: AdminViewServerProps) {
  return (
    <Frame {...props}>
      <SecondFactorApp />
    </Frame>
  );
}
