import type { Rule } from 'eslint';

export const limitedCasts: Rule.RuleModule;
