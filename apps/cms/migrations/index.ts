import * as migration_20261123_075512_initial from './20261123_075512_initial';
import * as migration_20261123_084547_company_facts from './20261123_084547_company_facts';
import * as migration_20261123_120252_jobs_documents from './20261123_120252_jobs_documents';
import * as migration_20261123_125841_scheduled_publish from './20261123_125841_scheduled_publish';
import * as migration_20261123_151752_media_library from './20261123_151752_media_library';
import * as migration_20261123_160548_page_photo from './20261123_160548_page_photo';
import * as migration_20261125_135510_login_limits_replace_lockout from './20261125_135510_login_limits_replace_lockout';
import * as migration_20261125_153732_news_subtitle from './20261125_153732_news_subtitle';
import * as migration_20261127_180443_hr_and_survey_roles from './20261127_180443_hr_and_survey_roles';
import * as migration_20261207_161558_job_posting_day from './20261207_161558_job_posting_day';

export const migrations = [
  {
    up: migration_20261123_075512_initial.up,
    down: migration_20261123_075512_initial.down,
    name: '20261123_075512_initial',
  },
  {
    up: migration_20261123_084547_company_facts.up,
    down: migration_20261123_084547_company_facts.down,
    name: '20261123_084547_company_facts',
  },
  {
    up: migration_20261123_120252_jobs_documents.up,
    down: migration_20261123_120252_jobs_documents.down,
    name: '20261123_120252_jobs_documents',
  },
  {
    up: migration_20261123_125841_scheduled_publish.up,
    down: migration_20261123_125841_scheduled_publish.down,
    name: '20261123_125841_scheduled_publish',
  },
  {
    up: migration_20261123_151752_media_library.up,
    down: migration_20261123_151752_media_library.down,
    name: '20261123_151752_media_library',
  },
  {
    up: migration_20261123_160548_page_photo.up,
    down: migration_20261123_160548_page_photo.down,
    name: '20261123_160548_page_photo',
  },
  {
    up: migration_20261125_135510_login_limits_replace_lockout.up,
    down: migration_20261125_135510_login_limits_replace_lockout.down,
    name: '20261125_135510_login_limits_replace_lockout',
  },
  {
    up: migration_20261125_153732_news_subtitle.up,
    down: migration_20261125_153732_news_subtitle.down,
    name: '20261125_153732_news_subtitle',
  },
  {
    up: migration_20261127_180443_hr_and_survey_roles.up,
    down: migration_20261127_180443_hr_and_survey_roles.down,
    name: '20261127_180443_hr_and_survey_roles',
  },
  {
    up: migration_20261207_161558_job_posting_day.up,
    down: migration_20261207_161558_job_posting_day.down,
    name: '20261207_161558_job_posting_day'
  },
];
