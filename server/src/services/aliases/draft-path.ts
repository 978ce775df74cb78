import type { VersionRow } from '../../domain/entry-versions';
import type { AliasRow } from './alias-store';
import { pathOnPublish } from './manual-alias';

/**
 * The row of an entry (one locale) that a preview may find away from the alias's path: the draft
 * of an entry that has a published version. A never-published entry has none to record: its
 * draft is at the path its alias reserves.
 */
export const pendingDraft = <T extends VersionRow>(rows: T[], live: boolean): T | undefined =>
  live ? rows.find((row) => row.publishedAt === null) : undefined;

/**
 * The alias's `draftPath`: where its entry's draft goes on publish when that is not the alias's
 * path, null otherwise, by the rule the edit-view panel shows (`pathOnPublish`). `base` renders
 * the draft's generated path, only when it is needed. Every writer of `draftPath` (a save's
 * reconcile, bulk generation's batch) works it out here.
 */
export const draftPathOf = async <T extends VersionRow & Record<string, unknown>>(
  rows: T[],
  alias: Pick<AliasRow, 'url_path' | 'generated'>,
  live: boolean,
  base: (draft: T) => Promise<string>
): Promise<string | null> => {
  const draft = pendingDraft(rows, live);
  if (!draft) return null;
  const { path } = await pathOnPublish(draft, alias, () => base(draft));
  return path === alias.url_path ? null : path;
};
