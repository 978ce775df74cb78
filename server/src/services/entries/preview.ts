import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import type { Config } from '../../config';
import { isSitetoolsEnabled } from '../../domain/content-type';
import { servedPath } from 'sitetools-kit/path-policy';
import { frontendBaseFor } from '../../domain/frontend-base';
import { previewUrl, type PreviewStatus } from '../../domain/frontend-url';
import { getService } from '../get-service';
import { contentTypeOf } from 'sitetools-kit/uid';

/** What Strapi's Preview panel hands `preview.config.handler` besides the uid. */
export interface PreviewEntry {
  documentId?: string;
  locale?: string | null;
  status?: string;
}

const optionsSchema = z
  .object({
    secret: z.string().min(1, 'the preview secret is empty'),
    route: z
      .string()
      .regex(/^\/[^?#]*$/, 'the route is a path such as /api/preview')
      .default('/api/preview'),
  })
  .strict();

/** How the front-end's draft-mode route is reached: its secret, and its path (`/api/preview` by default). */
export type PreviewOptions = z.input<typeof optionsSchema>;

/**
 * Builds the front-end URLs that Strapi's Preview panel opens (`config/admin`'s
 * `preview.config.handler`), from the entry's sitetools path.
 */
const preview = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The draft-mode route URL of an entry: for the draft, the path it will get on publish; for
   * the published version, its live path. Null (Strapi then hides the panel) for a type without
   * URL aliases, an entry that does not exist in `locale` or has no such path, or a locale with
   * no front-end base URL. A bad
   * `options` (a config mistake) throws.
   */
  async url(uid: string, { documentId, locale, status }: PreviewEntry, options: PreviewOptions): Promise<string | null> {
    const route = optionsSchema.parse(options);
    const schema = contentTypeOf(strapi, uid);
    if (!schema || !isSitetoolsEnabled(schema) || !documentId) return null;
    const shown: PreviewStatus = status === 'published' ? 'published' : 'draft';
    const paths = await getService(strapi, 'entry-alias').paths({ contenttype: uid, documentId, locale: locale ?? undefined });
    if (paths === null) return null;
    const path = shown === 'published' ? paths.livePath : paths.nextPath;
    const config = strapi.config.get('plugin::sitetools') as Config;
    const base = frontendBaseFor(config, paths.locale);
    return path === null || base === null ? null : previewUrl(base, route, servedPath(path, config.paths), shown);
  },
});

export default preview;
