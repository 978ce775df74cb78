import type { Core } from '@strapi/strapi';
import type { SaveRedirect } from '../../../shared/contracts/redirects';
import { URL_ALIAS_UID } from '../../../../../shared/contracts/url-alias';
import type { Config } from '../config';
import { resolveTarget } from '../domain/redirect-graph';
import type { Redirect, RedirectInput } from '../domain/redirect-rules';
import { latestVersion } from '../domain/versions';
import { fieldError, parseRedirect } from '../validation/redirect-input';

export const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

type Status = 'draft' | 'published';

type Saved = SaveRedirect.Response['data'];

interface Prepared {
  data: Redirect;
  flattened: SaveRedirect.Response['meta']['flattened'];
}

/**
 * Writes redirects under the addon's rules: `from` unique and not the live path of an entry, no
 * loops, no chains. Stored redirects are flat (no target is another redirect's source), so one
 * lookup finds a target's final destination and one update repoints the redirects that pointed
 * at a new source: a bounded number of queries, whatever the length of the would-be chain.
 */
const redirectRules = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REDIRECT_UID as never);
  const documents = () => strapi.documents(REDIRECT_UID as never);
  const config = () => strapi.config.get('plugin::sitetools-addon-redirects') as Config;

  /** Current target of the redirect from `from`, if there is one (its latest edit). */
  const targetOf = async (from: string, exceptDocumentId?: string) => {
    const found = (await rows().findMany({
      select: ['to', 'publishedAt'],
      where: { from, ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}) },
    })) as Array<{ to: string; publishedAt: string | null }>;
    return latestVersion(found)?.to;
  };

  const assertFromAllowed = async (from: string, documentId?: string) => {
    const duplicate = await rows().findOne({
      select: ['documentId'],
      where: { from, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    });
    if (duplicate) throw fieldError('from', `from: a redirect from ${from} already exists`);
    const live = await strapi.db.query(URL_ALIAS_UID).findOne({ select: ['id'], where: { url_path: from, live: true } });
    if (live) throw fieldError('from', `from: ${from} is the live path of an entry and cannot be redirected`);
  };

  /**
   * Validates and flattens; throws a 400 naming the field, or showing the cycle for a loop.
   * `flattened` tells the editor that the target they wrote was itself redirected.
   */
  const prepare = async (input: RedirectInput, documentId?: string): Promise<Prepared> => {
    const parsed = parseRedirect(input, config().defaultStatusCode);
    await assertFromAllowed(parsed.from, documentId);
    const onward = await targetOf(parsed.to, documentId);
    const resolution = resolveTarget(parsed.from, parsed.to, (path) => (path === parsed.to ? onward : undefined));
    if (resolution.kind === 'loop') {
      throw fieldError('to', `to: this redirect would make a loop: ${resolution.cycle.join(' → ')}`, {
        cycle: resolution.cycle,
      });
    }
    const flattened = resolution.to === parsed.to ? null : { requested: parsed.to, to: resolution.to };
    return { data: { ...parsed, to: resolution.to }, flattened };
  };

  /**
   * Points the redirects that targeted `from` at `to`, so that none goes through two hops. A
   * draft change repoints drafts only: what is live changes when the redirect is published.
   */
  const repoint = async (from: string, to: string, status: Status) => {
    const where = status === 'draft' ? { to: from, publishedAt: null } : { to: from };
    await rows().updateMany({ where, data: { to } });
  };

  const publish = async (documentId: string) => {
    const published = await documents().publish({ documentId } as never);
    const row = (await rows().findOne({
      select: ['from', 'to'],
      where: { documentId, publishedAt: { $notNull: true } },
    })) as Redirect | null;
    if (row) await repoint(row.from, row.to, 'published');
    return published;
  };

  /** Saves the edit as a draft; returns the document and whether its target was flattened. */
  const update = async (documentId: string, input: RedirectInput) => {
    const { data, flattened } = await prepare(input, documentId);
    // The document service types documents of a uid it does not know as AnyDocument.
    const updated = (await documents().update({ documentId, data } as never)) as unknown as Saved;
    await repoint(data.from, data.to, 'draft');
    return { document: updated, flattened };
  };

  return {
    /** Creates a redirect; returns the document and whether its target was flattened. */
    async create(input: RedirectInput, status: Status = 'draft') {
      const { data, flattened } = await prepare(input);
      const created = (await documents().create({ data, status } as never)) as unknown as Saved;
      await repoint(data.from, data.to, status);
      return { document: created, flattened };
    },

    update,

    /** Publishes a redirect, repointing the published redirects that targeted its source. */
    publish,

    /** Creates or updates the published redirect from `from` (used for automatic redirects). */
    async upsertPublished(input: Required<RedirectInput>) {
      const { from } = parseRedirect(input, config().defaultStatusCode);
      const existing = await rows().findOne({ select: ['documentId'], where: { from } });
      const documentId = (existing as { documentId?: string } | null)?.documentId;
      if (!documentId) {
        await this.create(input, 'published');
        return;
      }
      await update(documentId, input);
      await publish(documentId);
    },

    /** Removes every redirect from `path` (a path that became the live path of an entry). */
    async removeFrom(path: string) {
      const found = await rows().findMany({ select: ['documentId'], where: { from: path } });
      const ids = new Set((found as Array<{ documentId: string }>).map((row) => row.documentId));
      for (const documentId of ids) await documents().delete({ documentId } as never);
    },
  };
};

export type RedirectRulesService = ReturnType<typeof redirectRules>;
export default redirectRules;
