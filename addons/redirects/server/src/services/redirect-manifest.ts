import type { Core } from '@strapi/strapi';
import { columnOf } from 'sitetools-kit/columns';
import type { GetRedirectManifest, RedirectFields } from '../../../shared/contracts/redirects';
import { redirectLocaleOf } from 'sitetools-kit/redirect-locale';
import { isDefaultPathPolicy, matchablePathname, servedTarget } from 'sitetools-kit/path-policy';
import { redirectMatcher, type RedirectRuleMatcher } from 'sitetools-kit/redirect-match';
import { getCoreService, getService } from './get-service';
import { REDIRECT_UID, momentOf } from './redirect-engine';
import { heldPerVersion } from '../domain/held-per-version';
import { isActiveAt } from '../domain/redirect-rules';

/**
 * The published redirects for front-ends that apply them without a request per page view. The
 * rows are read straight from the table, without the Query Engine, which would cost several
 * times the query at 100k rows. The caller reads the version first and passes it: data newer
 * than its version only makes a client refresh once more, while the reverse would let it keep
 * stale redirects. Only the rules within their window are listed; `nextChange` says when the list
 * changes next by a schedule alone, so that caches expire then.
 */
const redirectManifest = ({ strapi }: { strapi: Core.Strapi }) => {
  const engine = () => getService(strapi, 'redirect-engine');
  /** The kit's matcher over the manifest of one version, as a front-end holds it. */
  let matcher: { version: string; rules: RedirectRuleMatcher<RedirectFields> } | null = null;

  const read = async (version: string): Promise<GetRedirectManifest.Response> => {
    const { tableName } = strapi.db.metadata.get(REDIRECT_UID);
    const column = (name: string) => columnOf(strapi, REDIRECT_UID, name);
    const rows: Array<RedirectFields & { activeFrom: unknown; activeUntil: unknown }> = await strapi.db
      .getConnection(tableName)
      .select({
        from: column('from'),
        to: column('to'),
        status_code: column('status_code'),
        locale: column('locale'),
        query: column('query'),
        activeFrom: column('activeFrom'),
        activeUntil: column('activeUntil'),
      })
      .whereNotNull(column('publishedAt'))
      .orderBy([column('from'), column('locale')]);
    const now = Date.now();
    const paths = getCoreService(strapi, 'paths').policy();
    const data: RedirectFields[] = [];
    for (const { activeFrom, activeUntil, query, ...row } of rows) {
      // Outside its window a rule does nothing: it is left out until its window opens.
      if (!isActiveAt({ activeFrom: momentOf(activeFrom), activeUntil: momentOf(activeUntil) }, now)) continue;
      // Rows written before redirects had a locale hold null: every locale.
      // `pass`, the rule of nearly every redirect, is left out (rows from before policies hold null).
      // The target of an exact rule goes out in the served form, so that a front-end sends the
      // visitor to the canonical URL in one hop. A pattern rule's target is rendered by the
      // matcher first: the client serves it after rendering. Sources stay in the stored form the
      // matchers compare with.
      const to = row.to !== null && !row.from.includes(':') ? servedTarget(row.to, paths) : row.to;
      data.push({ ...row, to, locale: redirectLocaleOf(row.locale), ...(query && query !== 'pass' ? { query } : {}) });
    }
    return { data, meta: { version, nextChange: await engine().nextChange(), paths } };
  };

  /**
   * The manifest's body at a version, as JSON text: built once per version (a million rules make
   * an 80 MB body and seconds of work) and again once the next schedule change is past, since the
   * rules within their window are what it lists.
   */
  const body = heldPerVersion(
    async (version: string) => {
      const manifest = await read(version);
      const { nextChange } = manifest.meta;
      return { text: JSON.stringify(manifest), until: nextChange === null ? Infinity : Date.parse(nextChange) };
    },
    ({ until }) => until <= Date.now()
  );

  return {
    /** The manifest at `version` as JSON text, from memory while that version lasts. */
    async body(version: string): Promise<string> {
      return (await body(version)).text;
    },

    /**
     * The version to read at and the ETag of the answers made from it, the manifest's and the
     * bloom filter's: the path policy is in both answers (`meta.paths`), so a changed policy must
     * not be a 304. The default policy leaves the ETag as it always was.
     */
    async revision(): Promise<{ version: string; etag: string }> {
      const version = await engine().version();
      const policy = getCoreService(strapi, 'paths').policy();
      const etag = isDefaultPathPolicy(policy) ? version : `${version}.${policy.trailingSlash}.${policy.caseSensitive ? 'case' : 'nocase'}`;
      return { version, etag };
    },
    read,

    /**
     * The published rule a request for `pathname` (as in a URL) with `search` in `locale` follows, matched by the
     * kit's matcher over the manifest, as front-ends match it; null when none does.
     */
    async answer(pathname: string, locale?: string, search?: string) {
      const version = await engine().version();
      if (matcher?.version !== version) matcher = { version, rules: redirectMatcher((await read(version)).data) };
      return matcher.rules.match(matchablePathname(pathname, getCoreService(strapi, 'paths').policy()), { locale, search });
    },
  };
};

export default redirectManifest;
