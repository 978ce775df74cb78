/**
 * The front page set in the plugin config (`frontPage`): which entry of which collection type
 * has the path `/` in a locale. Pure: works on the config and an entry row alone.
 */

/** One locale's front page: an entry of `contentType` by documentId, or by a field's value. */
export type FrontPageRule = { contentType: string; documentId: string } | { contentType: string; field: string; value: string };

/** Front pages per locale code; `*` stands for every locale not listed. */
export type FrontPageRules = Readonly<Record<string, FrontPageRule>>;

/** The rule for `locale`, if the config sets one. */
export const frontPageRuleFor = (rules: FrontPageRules, locale: string): FrontPageRule | undefined =>
  Object.hasOwn(rules, locale) ? rules[locale] : Object.hasOwn(rules, '*') ? rules['*'] : undefined;

/** The query condition that finds the rule's entry among the rows of its content type. */
export const frontPageWhere = (rule: FrontPageRule): Record<string, string> =>
  'documentId' in rule ? { documentId: rule.documentId } : { [rule.field]: rule.value };

/**
 * Whether `entry`, a row of `uid` in `locale`, is the front page the rules set. A field's value
 * is compared as text, so `value: "7"` finds an integer field holding 7.
 */
export const isConfiguredFrontPage = (rules: FrontPageRules, uid: string, locale: string, entry: Record<string, unknown>): boolean => {
  const rule = frontPageRuleFor(rules, locale);
  if (rule?.contentType !== uid) return false;
  if ('documentId' in rule) return entry.documentId === rule.documentId;
  const value = Object.hasOwn(entry, rule.field) ? entry[rule.field] : undefined;
  return value !== null && value !== undefined && String(value) === rule.value;
};
