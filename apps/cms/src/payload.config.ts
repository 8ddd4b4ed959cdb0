/**
 * The CMS: Payload 3 on its own Next app (cms/), in its own schema (`cms`)
 * of the site's PostgreSQL. Its one door into the public site is the content
 * snapshot (apps/cms/src/snapshot), which the build exports through the Local API.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { locales, marketTimeZones } from '@/config/markets';
import { MAX_IMAGE_PIXELS, uploadLimits } from '@/content/media-schema';
import { apiTabForAdminsOnly, availableLocales, guardGeneratedCollections } from './access';
import { companyCollection } from './collections/company';
import { documentsCollection } from './collections/documents';
import { jobsCollection } from './collections/jobs';
import { mediaCollection } from './collections/media';
import { newsCollection } from './collections/news';
import { pagesCollection } from './collections/pages';
import { usersCollection } from './collections/users';
import { buildsEndpoint, documentLiveEndpoint, removalsEndpoint } from './endpoints/builds';
import { applicationEndpoints } from './endpoints/applications';
import { surveyResultsEndpoints } from './endpoints/survey-results';
import { backOfficeEndpoints } from './endpoints/cases';
import { installationEndpoint } from './endpoints/installation';
import { schedulesEndpoint } from './endpoints/schedules';
import { previewStateEndpoint } from './endpoints/preview-state';
import { cmsEnv } from './env';
import { answerClearly } from './hooks/error-answers';
import { outboxEmail } from './staff-mail';
import { jobsConfig } from './jobs';
import { installTestClock } from './test-clock';
import { adminLanguages } from './i18n/admin-languages';
import { DATE_TIME_PATTERN } from './i18n/admin-dates';
import { marketZones } from './components/schedule';
import { labelsByLanguage, localeLabel } from './i18n/content-labels';
import { staffTranslations } from './i18n/translations';
import { maskedLogOptions } from '@/platform/log';
import { migrations } from '../migrations';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The config from the environment as it is when called: the CMS app builds it once; openCms
 * builds it at each opening, so a process (a test) can open the CMS on another database.
 */
export function cmsConfig() {
  const settings = cmsEnv();
  installTestClock(settings.env);
  /** Where staff may call from with their session cookie (CSRF) and across origins (CORS). */
  const origins = [...new Set([settings.url, `http://127.0.0.1:${settings.env.CMS_PORT}`, `http://localhost:${settings.env.CMS_PORT}`])];

  return buildConfig({
    serverURL: settings.url,
    secret: settings.secret,
    admin: {
      user: 'users',
      importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.js') },
      meta: { titleSuffix: ' · Farmadria CMS' },
      // Gravatar would send a hash of each staff address to an outside host on every page.
      avatar: 'default',
      // A day and a 24-hour time in each admin language's own form (i18n/admin-dates.ts); Payload's default has AM/PM.
      dateFormat: DATE_TIME_PATTERN,
      // The markets' clocks, where Payload lets a time zone be chosen; the schedule drawer (components/SchedulePublish.tsx) preselects the document's market's.
      timezones: { supportedTimezones: marketZones, defaultTimezone: marketTimeZones.cro },
      components: {
        // Names and roles Payload's own widgets leave out (payload-patches/admin-accessibility.ts); a session that warns before it ends (components/SessionWatch.tsx).
        providers: ['/components/AdminAccessibility#AdminAccessibility', '/components/SessionWatch#SessionWatch'],
        // Why the sign-in page is shown, when a session ended for want of activity.
        beforeLogin: ['/components/SessionEnded#SessionEnded'],
        graphics: { Logo: '/components/Brand#AdminLogo', Icon: '/components/Brand#AdminIcon' },
        beforeDashboard: ['/components/PvLanding#PvLanding', '/views/CaseClocks#CaseClocks', '/components/BuildStatus#BuildStatus'],
        afterNavLinks: ['/components/BackOfficeLinks#BackOfficeLinks'],
        views: {
          cases: { Component: '/views/BackOfficeView#CasesView', path: '/cases' },
          applications: { Component: '/views/BackOfficeView#ApplicationsView', path: '/applications' },
          survey: { Component: '/views/BackOfficeView#SurveyResultsView', path: '/survey' },
          secondFactor: { Component: '/views/BackOfficeView#SecondFactorView', path: '/second-factor' },
        },
      },
    },
    // The staff's languages (i18n/admin-languages.ts); our own texts are the `staff` catalogue (i18n/).
    i18n: { supportedLanguages: adminLanguages, fallbackLanguage: 'en', translations: staffTranslations },
    routes: { admin: '/admin', api: '/api' },
    csrf: origins,
    cors: origins,
    localization: {
      // By name in the admin's language ("hrvatski"), not by code.
      locales: locales.map((code) => ({ code, label: localeLabel(code) })),
      // English is the one locale every market edits.
      defaultLocale: 'en',
      // A locale left empty stays empty: the public site never shows another language in its place.
      fallback: false,
      filterAvailableLocales: availableLocales,
    },
    collections: [
      pagesCollection,
      newsCollection,
      jobsCollection,
      documentsCollection,
      mediaCollection(path.join(settings.uploadsDir, 'media')),
      companyCollection,
      usersCollection({ https: settings.https }),
    ]
      .map(labelsByLanguage)
      .map(apiTabForAdminsOnly),
    // Whatever opens an image decodes at most this many pixels (the upload check refuses more, with the reason).
    sharp: ((input?: Parameters<typeof sharp>[0], options?: Parameters<typeof sharp>[1]) =>
      sharp(input, { ...options, limitInputPixels: MAX_IMAGE_PIXELS })) as typeof sharp,
    // Larger requests are cut off before they are read; the media library's own limits per kind are lower (apps/cms/src/collections/media/check-upload.ts).
    upload: { limits: { fileSize: uploadLimits.pdf + 1024 * 1024 } },
    db: postgresAdapter({
      pool: { connectionString: settings.databaseUrl, max: 10 },
      schemaName: 'cms',
      blocksAsJSON: true,
      push: false,
      migrationDir: path.resolve(dirname, '../migrations'),
      prodMigrations: migrations,
      allowIDOnCreate: true,
    }),
    endpoints: [
      buildsEndpoint,
      documentLiveEndpoint,
      removalsEndpoint,
      schedulesEndpoint,
      installationEndpoint,
      previewStateEndpoint,
      ...backOfficeEndpoints,
      ...applicationEndpoints,
      ...surveyResultsEndpoints,
    ],
    hooks: { afterError: [answerClearly] },
    email: outboxEmail,
    jobs: jobsConfig(settings.env.CMS_JOBS_CRON),
    graphQL: { disablePlaygroundInProduction: true },
    logger: { options: maskedLogOptions },
    telemetry: false,
    typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'payload-types.ts') },
  }).then(guardGeneratedCollections);
}

export default cmsConfig();
