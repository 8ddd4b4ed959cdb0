/** The questionnaire lives with the survey (packages/features/survey). */
export { SurveySection as Component } from '@/features/survey/SurveySection';
