import type { Core } from '@strapi/strapi';
import { MANUAL_PATH_ATTRIBUTE } from '../../../../shared/contracts/entry-alias';
import { isUniqueViolation } from '../../database/errors';
import { isPathOfBase } from '../../domain/unique-path';
import type { AliasOwner, AliasRow } from './alias-store';
import { getService } from '../get-service';

/** What a reconcile does with an entry's hand-written path (see `reconcile`). */
export interface ManualOutcome {
  /** The alias now holding the hand-written path; undefined when the path is generated. */
  written?: AliasRow;
  /** Whether the alias follows the generator (it may be moved to the generated path). */
  generated: boolean;
}

/** The hand-written path a row carries, or null when it has none. */
export const manualPathOf = (row: Record<string, unknown>): string | null => {
  const value = row[MANUAL_PATH_ATTRIBUTE];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** True when the panel switched the row's path (back) to generated; see MANUAL_PATH_ATTRIBUTE. */
const isChosenGenerated = (row: Record<string, unknown>): boolean => row[MANUAL_PATH_ATTRIBUTE] === '';

/**
 * The path a draft gets when it is published, given the entry's alias in its locale, and whether
 * it is hand-written: the draft's own hand-written path; else the alias's hand-written path
 * (unless the draft switched it back to generated); else the generated path, where a generated
 * alias that still derives from the draft's `base` stays put (`/x-2` for `/x`). `base` is only
 * worked out when needed. The edit-view panel shows it, reconciling records it for previews.
 */
export const pathOnPublish = async (
  draft: Record<string, unknown>,
  alias: Pick<AliasRow, 'url_path' | 'generated'> | undefined,
  base: () => Promise<string>
): Promise<{ path: string; manualPath: string | null }> => {
  const handWritten = alias?.generated === null && !isChosenGenerated(draft) ? alias.url_path : null;
  const manualPath = manualPathOf(draft) ?? handWritten;
  if (manualPath !== null) return { path: manualPath, manualPath };
  const generated = await base();
  return { path: alias?.generated === true && isPathOfBase(alias.url_path, generated) ? alias.url_path : generated, manualPath };
};

/**
 * Hand-written paths. The path travels on the entry's own rows (a hidden attribute that the
 * Content Manager's save writes on the draft and its publish copies to the published row), so a
 * hand-written path saved on a draft goes live when the entry is published, exactly like a
 * generated one, and discarding the draft discards it. The alias follows the row the reconcile
 * reads (the published one, else the draft).
 */
const manualAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');

  // An existing alias is only changed if it still holds what the reconcile read (see
  // alias-store's updateIfUnchanged): a concurrent reconcile of the entry may have changed it.
  const write = async (owner: AliasOwner, alias: AliasRow | undefined, path: string, live: boolean): Promise<AliasRow> => {
    const data = { url_path: path, generated: null, live };
    if (!alias) return store().createAsGiven({ ...owner, ...data });
    await store().updateIfUnchanged(alias, data);
    return { ...alias, ...data };
  };

  /** Hands a hand-written alias back to the generator. */
  const release = async (alias: AliasRow | undefined): Promise<ManualOutcome> => {
    if (alias?.generated === null) await store().updateIfUnchanged(alias, { generated: true }, { handWritten: true });
    return { generated: true };
  };

  return {
    /**
     * Gives the alias the hand-written path of `source` (the row the live path follows), or, when
     * the panel switched that row back to generated, hands a hand-written alias to the generator.
     */
    async reconcile(
      owner: AliasOwner,
      source: Record<string, unknown>,
      alias: AliasRow | undefined,
      live: boolean
    ): Promise<ManualOutcome> {
      const path = manualPathOf(source);
      if (isChosenGenerated(source)) return release(alias);
      // No choice was made: a generated alias follows the generator, a hand-written one stays.
      if (path === null) return { generated: alias?.generated !== null };
      if (alias && alias.url_path === path && alias.generated === null && Boolean(alias.live) === live) {
        return { written: alias, generated: false };
      }
      try {
        return { written: await write(owner, alias, path, live), generated: false };
      } catch (error) {
        // The store's AliasExistsError (the entry got its alias first) is not a unique violation.
        if (!isUniqueViolation(error)) throw error;
        // The save checked the path was free; another entry took it since. Its generated path
        // keeps the entry reachable, and the panel shows the difference.
        strapi.log.warn(`sitetools: ${path} is taken, ${owner.contenttype} ${owner.entryDocumentId} keeps a generated path`);
        return release(alias);
      }
    },
  };
};

export default manualAlias;
