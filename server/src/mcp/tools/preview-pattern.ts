import { ACTIONS } from '../../../../shared/contracts/permissions';
import type { PreviewUrlPattern } from '../../../../shared/contracts/url-pattern';
import { getService } from '../../services/get-service';
import { assertReadableType } from '../readable';
import type { SitetoolsTool } from 'sitetools-kit/mcp';

interface Args {
  contentType: string;
  pattern: string;
  locale?: string;
}

/** `sitetools_preview_pattern`: what a URL pattern would make of a type's entries, writing nothing. */
export const previewPattern: SitetoolsTool<Args, PreviewUrlPattern.Response['data']> = {
  name: 'sitetools_preview_pattern',
  title: 'Preview a URL pattern',
  description:
    "What a URL pattern would give a content type's entries, as the pattern dialog previews it: sample entries with their " +
    'current and new paths (a taken path gets a suffix), how many generated paths would change, and how many entries there are. Writes nothing.',
  action: ACTIONS.patterns,
  input: (z) =>
    z.object({
      contentType: z.string().min(1).max(255).describe('The content type uid, such as api::page.page'),
      pattern: z.string().max(255).describe('The pattern, such as /blog/[title]'),
      locale: z.string().min(1).max(64).optional().describe('The locale previewed; the default locale when absent'),
    }),
  output: (z) =>
    z.object({
      locale: z.string(),
      samples: z.array(z.object({ entryDocumentId: z.string(), current: z.string(), next: z.string() })),
      changed: z.number(),
      total: z.number(),
    }),

  async run(strapi, caller, { contentType, pattern, locale }) {
    assertReadableType(strapi, caller, contentType);
    return getService(strapi, 'pattern-preview').preview({ contenttype: contentType, localeCode: locale, pattern });
  },
};
