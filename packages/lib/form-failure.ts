import type { BotCheckName } from './bot-client';
import type { FormOutcome } from './post-form';

/** What each form's catalogue says when sending did not go through. */
export interface FailureTexts {
  offline: string;
  errors: { unavailable: string; botCheck: Record<BotCheckName, string> };
}

/** The words for an outcome that is neither accepted nor a list of field errors. */
export function failureMessage(outcome: Exclude<FormOutcome<unknown>, { kind: 'accepted' | 'invalid' }>, texts: FailureTexts): string {
  switch (outcome.kind) {
    case 'refused':
      return outcome.message;
    case 'botCheckUnavailable':
      return texts.errors.botCheck[outcome.check];
    case 'offline':
      return texts.offline;
    case 'failed':
      return texts.errors.unavailable;
  }
}
