import { errors } from 'sitetools-kit/strapi-utils';
import { ACTIONS } from '../../../../shared/contracts/permissions';
import type { PathRedirectFacts } from '../../../../shared/contracts/redirect-lookup';
import type { PathOrigin } from '../../services/entries';
import type { SitemapListing } from '../../services/sitemap';
import { getService } from '../../services/get-service';
import { pathPolicy } from '../../services/platform';
import { adminCan, readPathArgument, readableTitle } from '../readable';
import type { SitetoolsTool, Zod } from 'sitetools-kit/mcp';

interface Args {
  path: string;
}

interface Owner {
  contentType: string;
  documentId: string;
  locale: string | null;
  title: string | null;
  origin: PathOrigin;
  sitemap: SitemapListing;
}

interface Explanation extends PathRedirectFacts {
  path: string;
  owners: Owner[];
  /** Entries at the path the caller may not read: counted, never shown. */
  hiddenOwners: number;
  /** False when no redirects plugin answers: `redirects` and `notFound` are then null too. */
  redirectsPlugin: boolean;
}

const originSchema = (z: Zod) =>
  z.object({
    kind: z.enum(['hand-written', 'generated']),
    rule: z.enum(['front-page', 'pattern', 'default']).optional(),
    pattern: z.string().nullable().optional(),
    tokens: z.array(z.object({ token: z.string(), value: z.string() })).optional(),
    basePath: z.string().optional(),
    matches: z.enum(['exact', 'suffixed', 'stale']).optional(),
  });

const hintSchema = (z: Zod) =>
  z.object({ from: z.string(), to: z.string().nullable(), status_code: z.number(), locale: z.string().nullable() });

/**
 * `sitetools_explain_path`: everything the plugins know of one path. Each entry at it comes with
 * why it has that path and whether the sitemap lists it; the redirects plugin adds the
 * redirects from and into it and its 404 inbox rows, each behind its own admin permission.
 */
export const explainPath: SitetoolsTool<Args, Explanation> = {
  name: 'sitetools_explain_path',
  title: 'Explain a path',
  description:
    'Why a URL path of the site answers as it does: the published entries that own it (in every locale) and why they have it ' +
    '(written by hand, or generated: the pattern and what each of its tokens gave, with a collision suffix, or stale when the ' +
    'pattern no longer gives it), whether the sitemap lists it, the published redirects from and into it, and its 404 inbox rows.',
  action: ACTIONS.read,
  input: (z) => z.object({ path: z.string().min(1).max(4096).describe('A path of the site, such as /blog/hello-world') }),
  output: (z) =>
    z.object({
      path: z.string(),
      owners: z.array(
        z.object({
          contentType: z.string(),
          documentId: z.string(),
          locale: z.string().nullable(),
          title: z.string().nullable(),
          origin: originSchema(z),
          sitemap: z.object({
            listed: z.boolean(),
            url: z.string().optional(),
            file: z.number().optional(),
            reason: z.enum(['no-frontend-url', 'type-not-listed', 'excluded']).optional(),
          }),
        })
      ),
      hiddenOwners: z.number(),
      redirectsPlugin: z.boolean(),
      redirects: z.object({ from: z.array(hintSchema(z)), into: z.array(hintSchema(z)), intoTotal: z.number() }).nullable(),
      notFound: z
        .array(
          z.object({ locale: z.string().nullable(), hits: z.number(), firstSeen: z.string(), lastSeen: z.string(), ignored: z.boolean() })
        )
        .nullable(),
    }),

  async run(strapi, caller, args) {
    const path = readPathArgument(args.path, pathPolicy(strapi));
    const entries = getService(strapi, 'entry-alias');
    const types = getService(strapi, 'content-types');
    const { atPath } = await getService(strapi, 'alias-store').findLiveWithSiblings(path);
    const owners: Owner[] = [];
    let hiddenOwners = 0;
    for (const alias of [...atPath].sort((a, b) => a.id - b.id)) {
      const ref = { contenttype: alias.contenttype, documentId: alias.entryDocumentId, locale: alias.locale };
      try {
        // The entry's own door: the Content Manager's read permission on it, conditions included.
        await entries.assertCan(caller.userAbility, 'read', ref);
      } catch (error) {
        if (!(error instanceof errors.ForbiddenError)) throw error;
        hiddenOwners += 1;
        continue;
      }
      owners.push({
        contentType: alias.contenttype,
        documentId: alias.entryDocumentId,
        locale: types.localized(alias.contenttype) === true ? alias.locale : null,
        title: await readableTitle(strapi, caller, alias.contenttype, alias.entryDocumentId, alias.locale),
        origin: await entries.origin(alias),
        sitemap: await getService(strapi, 'sitemap').listing(alias.id),
      });
    }
    const facts = await getService(strapi, 'redirect-lookup').explain(path, adminCan(caller));
    return {
      path,
      owners,
      hiddenOwners,
      redirectsPlugin: facts !== null,
      redirects: facts?.redirects ?? null,
      notFound: facts?.notFound ?? null,
    };
  },
};
