import type { LinkTarget } from 'strapi-plugin-sitetools/contracts/removal-impact';

/** What an editor picks for one removed entry's path. */
export type ChoiceKind = 'policy' | 'gone' | 'redirect' | 'none';
export const CHOICE_KINDS: ChoiceKind[] = ['policy', 'gone', 'redirect', 'none'];

export interface Choice {
  kind: ChoiceKind;
  /** The entry redirected to, for `redirect`. */
  target?: LinkTarget;
}

/** The removal policy a choice sends (undefined: the type's own); null when it is not complete yet. */
export const policyOf = (choice: Choice): string | undefined | null => {
  if (choice.kind === 'policy') return undefined;
  if (choice.kind === 'redirect') return choice.target?.path ?? null;
  return choice.kind;
};
