import { ACTIONS } from '../../../../shared/contracts/permissions';
import { aliasInLocale } from '../../domain/alias-in-locale';
import { getService } from '../../services/get-service';
import { pathPolicy } from '../../services/platform';
import { readPathArgument, readableTitle } from '../readable';
import type { SitetoolsTool } from 'sitetools-kit/mcp';

interface Args {
  path: string;
  locale?: string;
}

interface Resolution {
  kind: 'entry' | 'redirect' | 'not-found';
  path: string;
  entry?: { contentType: string; documentId: string; title: string | null; status: 'published'; locale: string | null };
  redirect?: { to: string | null; status_code: number; locale: string | null };
  closest?: string[];
}

// Enough for an assistant to suggest a fix; the 404 inbox's suggestions are as many.
const CLOSEST = 5;

/** `sitetools_resolve_path`: who answers a path, as the router would, for an admin. */
export const resolvePath: SitetoolsTool<Args, Resolution> = {
  name: 'sitetools_resolve_path',
  title: 'Resolve a path',
  description:
    'What a URL path of the site shows: the published entry that owns it (content type, documentId, title, status, locale), ' +
    'else the redirect from it, else "not-found" with the closest live paths.',
  action: ACTIONS.read,
  input: (z) =>
    z.object({
      path: z.string().min(1).max(4096).describe('A path of the site, such as /blog/hello-world'),
      locale: z.string().min(1).max(64).optional().describe('The locale asked for, such as en or fr'),
    }),
  output: (z) =>
    z.object({
      kind: z.enum(['entry', 'redirect', 'not-found']),
      path: z.string(),
      entry: z
        .object({
          contentType: z.string(),
          documentId: z.string(),
          title: z.string().nullable(),
          status: z.enum(['published']),
          locale: z.string().nullable(),
        })
        .optional(),
      redirect: z.object({ to: z.string().nullable(), status_code: z.number(), locale: z.string().nullable() }).optional(),
      closest: z.array(z.string()).optional(),
    }),

  async run(strapi, caller, args) {
    const path = readPathArgument(args.path, pathPolicy(strapi));
    const types = getService(strapi, 'content-types');
    const { atPath } = await getService(strapi, 'alias-store').findLiveWithSiblings(path);
    const owner =
      args.locale === undefined
        ? [...atPath].sort((a, b) => a.id - b.id)[0]
        : aliasInLocale(atPath, args.locale, (uid) => types.localized(uid));
    if (owner) {
      const uid = owner.contenttype;
      const localized = types.localized(uid) === true;
      // The entry's own door: the Content Manager's read permission on it, conditions included.
      await getService(strapi, 'entry-alias').assertCan(caller.userAbility, 'read', {
        contenttype: uid,
        documentId: owner.entryDocumentId,
        locale: owner.locale,
      });
      const title = await readableTitle(strapi, caller, uid, owner.entryDocumentId, owner.locale);
      return {
        kind: 'entry',
        path,
        entry: {
          contentType: uid,
          documentId: owner.entryDocumentId,
          title,
          status: 'published',
          locale: localized ? owner.locale : null,
        },
      };
    }
    const redirect = await getService(strapi, 'redirect-lookup').find(path, args.locale);
    if (redirect)
      return { kind: 'redirect', path, redirect: { to: redirect.to, status_code: redirect.status_code, locale: redirect.locale } };
    const closest = await getService(strapi, 'paths').closest(path, { locale: args.locale, limit: CLOSEST });
    return { kind: 'not-found', path, closest };
  },
};
