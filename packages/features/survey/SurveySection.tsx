import type { SectionOf } from '@/content/page-schema';
import type { SectionContext } from '@/ui/section-context';
import { Markdown } from '@/ui/Markdown';
import { DeleteAnswers } from './DeleteAnswers';
import { hasSurvey } from './questions';
import { surveySetup } from './setup';
import { SurveyStarter } from './SurveyStarter';

/**
 * The survey page's questionnaire section: the copy's invitation with its
 * Start button (the form opens below it), and the way to delete one's answers.
 * Only a market whose server takes the answers shows it; elsewhere the form
 * could not be sent.
 */
export function SurveySection({ section, ctx, id }: { section: SectionOf<'survey'>; ctx: SectionContext; id: string }) {
  if (!hasSurvey(ctx.site.market)) return null;
  const setup = surveySetup(ctx.locale, ctx.t);
  return (
    <section aria-labelledby={`${id}-heading`} id="survey" className="py-10">
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-3xl">
          <SurveyStarter setup={setup} button={section.button}>
            <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {section.heading}
            </h2>
            <Markdown text={section.text} locale={ctx.locale} className="mt-2 text-lg" />
          </SurveyStarter>
          <DeleteAnswers setup={setup} />
        </div>
      </div>
    </section>
  );
}
