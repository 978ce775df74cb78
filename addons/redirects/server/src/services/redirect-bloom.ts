import type { Core } from '@strapi/strapi';
import { columnOf } from 'sitetools-kit/columns';
import { redirectBloom as bloomOf } from 'sitetools-kit/redirect-bloom';
import type { RedirectRule } from 'sitetools-kit/redirect-match';
import type { GetRedirectBloom } from '../../../shared/contracts/redirects';
import { heldPerVersion } from '../domain/held-per-version';
import { getCoreService } from './get-service';
import { REDIRECT_UID } from './redirect-engine';

/**
 * The Bloom filter of the published rules' sources (sitetools-kit/redirect-bloom), built once per
 * version of the set and kept: every request of that version is answered from memory. The rows
 * are read straight from the table, as the manifest's are, and only the fields a rule's key
 * needs. Rules outside their schedule's window are in it too: the filter then stays right across
 * a window opening, and a closed one only costs a "maybe" more.
 */
const redirectBloom = ({ strapi }: { strapi: Core.Strapi }) => {
  const build = async (version: string): Promise<GetRedirectBloom.Response> => {
    const { tableName } = strapi.db.metadata.get(REDIRECT_UID);
    const column = (name: string) => columnOf(strapi, REDIRECT_UID, name);
    const rows: Array<RedirectRule & { query: RedirectRule['query'] | null }> = await strapi.db
      .getConnection(tableName)
      .select({ from: column('from'), to: column('to'), status_code: column('status_code'), query: column('query') })
      .whereNotNull(column('publishedAt'));
    // Rows from before query policies hold null: `pass`, as in the manifest.
    const rules = rows.map((row) => (row.query === null ? { ...row, query: undefined } : row));
    return { data: bloomOf(rules), meta: { version, paths: getCoreService(strapi, 'paths').policy() } };
  };

  return {
    /** The filter at `version` (as the manifest service's `revision` gives it). */
    read: heldPerVersion(build),
  };
};

export default redirectBloom;
