import { ACTIONS } from '../../../../shared/contracts/permissions';
import { getService } from '../../services/get-service';
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
  replacesRedirect: { from: string; to: string; status_code: number } | null;
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
      replacesRedirect: z.object({ from: z.string(), to: z.string(), status_code: z.number() }).nullable(),
    }),

  async run(strapi, caller, { contentType, documentId, locale }) {
    const service = getService(strapi, 'entry-alias');
    service.assertEnabled(contentType);
    // The panel's own answer, behind the Content Manager's read permission on the entry.
    const found = await service.find({ ability: caller.userAbility, user: caller.user }, { contenttype: contentType, documentId, locale });
    const { livePath, nextPath, generated, manualPath, replacesRedirect } = found;
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
    };
  },
};
