import { ACTIONS } from '../../../../shared/contracts/permissions';
import { getService } from '../../services/get-service';
import { adminCan } from '../readable';
import type { SitetoolsTool } from 'sitetools-kit/mcp';

interface Args {
  contentType: string;
  documentId: string;
  locale?: string;
}

interface EntryUrl {
  contentType: string;
  documentId: string;
  livePath: string | null;
  nextPath: string | null;
  generated: boolean;
  manualPath: string | null;
  replacesRedirect: { from: string; to: string | null; status_code: number } | null;
  /**
   * The paths that redirect to the live path (the first 20): the entry's earlier paths, since
   * each change of its path leaves a redirect, and redirects written to it. Null without a live
   * path, a redirects plugin, or the permission to read redirects.
   */
  history: { paths: Array<{ path: string; status_code: number; locale: string | null }>; total: number } | null;
}

/** `sitetools_entry_url`: an entry's URL, as the edit view's URL panel shows it. */
export const entryUrl: SitetoolsTool<Args, EntryUrl> = {
  name: 'sitetools_entry_url',
  title: "An entry's URL",
  description:
    "An entry's live path (null when it is not published), the path its draft gets on publishing, whether that path is " +
    'generated from a pattern or written by hand, and the published redirect the publish would replace.',
  action: ACTIONS.read,
  input: (z) =>
    z.object({
      contentType: z.string().min(1).max(255).describe('The content type uid, such as api::page.page'),
      documentId: z.string().min(1).max(255).describe("The entry's documentId"),
      locale: z.string().min(1).max(64).optional().describe('The locale, such as en; the default locale when absent'),
    }),
  output: (z) =>
    z.object({
      contentType: z.string(),
      documentId: z.string(),
      livePath: z.string().nullable(),
      nextPath: z.string().nullable(),
      generated: z.boolean(),
      manualPath: z.string().nullable(),
      replacesRedirect: z.object({ from: z.string(), to: z.string().nullable(), status_code: z.number() }).nullable(),
      history: z
        .object({
          paths: z.array(z.object({ path: z.string(), status_code: z.number(), locale: z.string().nullable() })),
          total: z.number(),
        })
        .nullable(),
    }),

  async run(strapi, caller, { contentType, documentId, locale }) {
    const service = getService(strapi, 'entry-alias');
    service.assertEnabled(contentType);
    // The panel's own answer, behind the Content Manager's read permission on the entry.
    const found = await service.find({ ability: caller.userAbility, user: caller.user }, { contenttype: contentType, documentId, locale });
    const { livePath, nextPath, generated, manualPath, replacesRedirect } = found;
    const facts = livePath === null ? null : await getService(strapi, 'redirect-lookup').explain(livePath, adminCan(caller));
    const into = facts?.redirects;
    return {
      contentType,
      documentId,
      livePath,
      nextPath,
      generated,
      manualPath,
      replacesRedirect: replacesRedirect && {
        from: replacesRedirect.from,
        to: replacesRedirect.to,
        status_code: replacesRedirect.status_code,
      },
      history: into
        ? { paths: into.into.map(({ from, status_code, locale }) => ({ path: from, status_code, locale })), total: into.intoTotal }
        : null,
    };
  },
};
