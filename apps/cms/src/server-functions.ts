/**
 * The admin's server functions that act on a document by the id the browser sends, kept to the
 * rules of apps/cms/src/access.ts: Payload's own check only that the caller may use the admin at all.
 *  - schedule-publish: schedules or removes a publish only for a document the editor may change;
 *  - form-state: takes a document's lock only for one the editor may change (opening others stays
 *    possible), and its answer keeps the last save's refusals that still stand (payload-patches/save-refusals.ts).
 * Payload's handlers come in as arguments (the admin layout passes them), so this module loads
 * without the admin's UI code and its tests call the guards as the server does.
 */
import { Forbidden, type PayloadRequest, type ServerFunction } from 'payload';
import { mayChangeDocument, mayChangeScheduledPublish } from './access';
import { keepStandingRefusals } from './payload-patches/save-refusals';

interface ScheduleArgs {
  req: PayloadRequest;
  deleteID?: number | string;
  doc?: { relationTo: string; value: number | string };
}

interface FormStateArgs {
  req: PayloadRequest;
  formState?: unknown;
  id?: number | string;
  collectionSlug?: string;
  returnLockStatus?: boolean;
  updateLastEdited?: boolean;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Payload's own type for its table of server functions */
export function guardServerFunctions(payloadHandlers: {
  schedulePublish: ServerFunction<any, any>;
  formState: ServerFunction<any, any>;
}): Record<string, ServerFunction<any, unknown>> {
  /* eslint-enable @typescript-eslint/no-explicit-any */
  const schedulePublish = async (args: ScheduleArgs) => {
    const { req, deleteID, doc } = args;
    if (deleteID !== undefined && !(await mayChangeScheduledPublish(req, deleteID))) throw new Forbidden(req.t);
    if (deleteID !== undefined && !doc) {
      // Removing an entry only: Payload's handler would also queue an empty job after it.
      await req.payload.delete({ collection: 'payload-jobs', id: deleteID, req, overrideAccess: true });
      return { message: req.i18n.t('general:success') };
    }
    if (!doc || !(await mayChangeDocument(req, doc.relationTo, doc.value))) throw new Forbidden(req.t);
    return payloadHandlers.schedulePublish(args);
  };

  const formState = async (args: FormStateArgs) => {
    const { id, collectionSlug, req, returnLockStatus } = args;
    const locks = returnLockStatus && id !== undefined && collectionSlug !== undefined && (await mayChangeDocument(req, collectionSlug, id));
    const answer = await payloadHandlers.formState(returnLockStatus && !locks ? { ...args, returnLockStatus: false, updateLastEdited: false } : args);
    return keepStandingRefusals(args.formState, answer);
  };

  return { 'schedule-publish': schedulePublish, 'form-state': formState };
}
