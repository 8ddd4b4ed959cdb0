/**
 * A collection of one market's content, or of content shared by several markets, declared once:
 * the market rules of apps/cms/src/access.ts (reading, changing, the 403 for another market's document,
 * saves kept to the editor's markets), the field naming the market(s), and, for content the public
 * site shows, versions with drafts, the checks on publish and the market's rebuild (also when a live
 * document is deleted).
 * Each collection adds only its own fields, checks and hooks.
 */
import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { markets } from '@/config/markets';
import { inEveryLanguage } from '../i18n/catalogue';
import { collectionLabels, fieldLabel, labelledOptions } from '../i18n/content-labels';
import { adminOnlyField, foreignDocumentGuard, foreignMarketsExplained, marketContent, marketsKeyField, ownMarketsOnly, setMarketsKey } from '../access';
import { keepTitleOfRemoved, queueRebuild, queueRemoval } from '../hooks/queue-rebuild';
import { refusalsField } from '../payload-patches/save-refusals';

/** Beside Publish: whether the document's last publish is on the site yet, with a link to its page. */
const liveStatusField: Field = {
  name: 'liveStatus',
  label: inEveryLanguage('builds', 'liveStatus'),
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/components/LiveStatus#LiveStatus' } },
};

/** Shows nothing: keeps a refused save's messages at their fields (payload-patches/save-refusals.ts). */
const keepSaveRefusalsField: Field = {
  name: refusalsField,
  type: 'ui',
  admin: { disableListColumn: true, components: { Field: '/components/KeepSaveRefusals#KeepSaveRefusals' } },
};

/** The list's column of a document's next scheduled change (components/ScheduledCell.tsx); nothing in the form. */
const SCHEDULED_COLUMN = 'scheduled';
const scheduledField: Field = {
  name: SCHEDULED_COLUMN,
  label: inEveryLanguage('schedule', 'column'),
  type: 'ui',
  admin: { components: { Cell: '/components/ScheduledCell#ScheduledCell' } },
};

/**
 * Scheduling in the editor's language and the market's clock (components/SchedulePublish.tsx), and
 * the list's column of what is scheduled, beside the status.
 */
function withScheduling(admin: CollectionConfig['admin'] = {}): CollectionConfig['admin'] {
  const columns = admin.defaultColumns;
  return {
    ...admin,
    ...(columns ? { defaultColumns: columns.flatMap((column) => (column === '_status' ? [column, SCHEDULED_COLUMN] : [column])) } : {}),
    components: { ...admin.components, edit: { ...admin.components?.edit, PublishButton: '/components/SchedulePublish#SchedulePublishButton' } },
  };
}

/** Above the list the admin returns to after a delete: how far the deleted live documents have left the site. */
function withRemovalStatus(admin: CollectionConfig['admin'] = {}): CollectionConfig['admin'] {
  return {
    ...admin,
    components: { ...admin.components, beforeListTable: ['/components/RemovalStatus#RemovalStatus', ...(admin.components?.beforeListTable ?? [])] },
  };
}

/** "Revert to published" in the document's menu, not first beside its status (components/RevertMenuItem.tsx). */
function withRevertInMenu(admin: CollectionConfig['admin'] = {}): CollectionConfig['admin'] {
  return {
    ...admin,
    components: {
      ...admin.components,
      edit: { ...admin.components?.edit, editMenuItems: [...(admin.components?.edit?.editMenuItems ?? []), '/components/RevertMenuItem#RevertMenuItem'] },
    },
  };
}

/** Shows nothing until a session ends with changes unsaved; then offers them back (components/KeepUnsaved.tsx). */
const keepUnsavedField: Field = {
  name: 'keepUnsaved',
  type: 'ui',
  admin: { disableListColumn: true, components: { Field: '/components/KeepUnsaved#KeepUnsaved' } },
};

interface MarketCollection extends Omit<CollectionConfig, 'access' | 'versions'> {
  /**
   * `market`: each document belongs to one market, chosen when it is made (the field is added here);
   * `markets`: a document may be shared by several (the collection declares the `markets` field).
   */
  market: 'market' | 'markets';
  /** The one-market field's own settings (a market with one record of the collection: `unique`). */
  marketField?: { unique?: boolean };
  /** Shown on the public site: versions with drafts (and scheduling), these checks on publish, and a rebuild. */
  publishing?: { checks: CollectionBeforeChangeHook[]; scheduled?: boolean };
  access?: Partial<NonNullable<CollectionConfig['access']>>;
}

export function marketCollection({ market, marketField, publishing, access, hooks, fields, ...config }: MarketCollection): CollectionConfig {
  const marketFields: Field[] =
    market === 'market'
      ? [
          {
            name: 'market',
            label: fieldLabel('market'),
            type: 'select',
            required: true,
            options: labelledOptions('market', markets),
            access: { update: adminOnlyField },
            admin: { position: 'sidebar' },
            ...marketField,
          },
        ]
      : [marketsKeyField];
  return {
    ...config,
    ...(publishing ? { admin: withRevertInMenu(withRemovalStatus(publishing.scheduled ? withScheduling(config.admin) : config.admin)) } : {}),
    labels: collectionLabels(config.slug) ?? config.labels,
    // Rules that meet a document by collection and id (locks, scheduled publishes) find its market field here.
    custom: { ...config.custom, marketField: market },
    access: { ...marketContent(market), ...access },
    ...(publishing ? { versions: { drafts: publishing.scheduled ? { schedulePublish: true } : true, maxPerDoc: 50 } } : {}),
    hooks: {
      ...hooks,
      beforeOperation: [foreignDocumentGuard(market), foreignMarketsExplained(market), ...(hooks?.beforeOperation ?? [])],
      beforeChange: [ownMarketsOnly(market), ...(market === 'markets' ? [setMarketsKey] : []), ...(publishing?.checks ?? []), ...(hooks?.beforeChange ?? [])],
      afterChange: [...(publishing ? [queueRebuild(market)] : []), ...(hooks?.afterChange ?? [])],
      beforeDelete: [...(publishing ? [keepTitleOfRemoved] : []), ...(hooks?.beforeDelete ?? [])],
      afterDelete: [...(publishing ? [queueRemoval(market)] : []), ...(hooks?.afterDelete ?? [])],
    },
    fields: [
      keepUnsavedField,
      ...fields,
      keepSaveRefusalsField,
      ...marketFields,
      ...(publishing ? [liveStatusField] : []),
      ...(publishing?.scheduled ? [scheduledField] : []),
    ],
  };
}
