import type { Rule } from 'eslint';

/** Types for the rule written in plain JavaScript (eslint.config.js imports it untranspiled). */
declare const rule: Rule.RuleModule;
export default rule;
