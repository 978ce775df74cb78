import type { Core } from '@strapi/strapi';
import { isSitetoolsEnabled } from '../domain/content-type';
import { storedLinkOf } from '../domain/links/stored-link';
import { rewriteBlocksLinks } from '../domain/links/blocks-links';
import { rewriteMarkdownLinks, type ReplaceUrl } from '../domain/links/markdown-links';
import { linkSlots, type AttributesOf, type Slot } from '../domain/links/slots';
import { parseSitetoolsUrl } from '../domain/links/sitetools-url';
import { getService } from './get-service';
import type { ResolvedLink } from '../../../shared/contracts/internal-link';
import type { LinkReference } from './link-paths';

/** A slot's links to resolve, and how to write the answers back into it. */
interface Pending {
  references: LinkReference[];
  write(resolved: ReadonlyArray<ResolvedLink | null>): void;
}

const rewriteBlocks = (slot: Slot, replace: ReplaceUrl) => rewriteBlocksLinks(slot.holder[slot.key], replace);
const rewriteMarkdown = (slot: Slot, replace: ReplaceUrl) => {
  const text = slot.holder[slot.key];
  if (typeof text === 'string') slot.holder[slot.key] = rewriteMarkdownLinks(text, replace);
};

/**
 * Writes links out in content API responses: each "Internal link" field becomes its target's live
 * path (or null), and each `sitetools://` link in the Blocks and Markdown fields of types with
 * sitetools its live URL or path; all the links of one response resolved together in one query.
 */
const links = ({ strapi }: { strapi: Core.Strapi }) => {
  const attributesOf: AttributesOf = (uid) => strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0])?.attributes;
  const rewritesRichText = (uid: string) => {
    // One lookup: `strapi.contentTypes` builds a map of every type on each read, and this runs
    // for every entry of every content API read.
    const schema = strapi.contentType(uid as Parameters<Core.Strapi['contentType']>[0]) as
      Parameters<typeof isSitetoolsEnabled>[0] | undefined;
    return schema !== undefined && isSitetoolsEnabled(schema);
  };

  /** The stored reference of an "Internal link" field, replaced by its live target or null. */
  const fieldLink = (slot: Slot): Pending | null => {
    const stored = storedLinkOf(slot.holder[slot.key]);
    if (!stored) {
      // A malformed value is no link: the response never carries a half-written reference.
      slot.holder[slot.key] = null;
      return null;
    }
    return {
      references: [{ ...stored, holderLocale: slot.locale }],
      write: ([resolved]) => {
        slot.holder[slot.key] = resolved ?? null;
      },
    };
  };

  /** The `sitetools://` links of a Blocks or Markdown value, each replaced by its live URL or path. */
  const richTextLinks = (slot: Slot): Pending | null => {
    const rewrite = slot.kind === 'blocks' ? rewriteBlocks : rewriteMarkdown;
    const urls: string[] = [];
    const references: LinkReference[] = [];
    rewrite(slot, (url) => {
      const parsed = parseSitetoolsUrl(url);
      if (parsed) {
        urls.push(url);
        references.push({ documentId: parsed.documentId, locale: parsed.locale, holderLocale: slot.locale });
      }
      return undefined;
    });
    if (references.length === 0) return null;
    return {
      references,
      write: (resolved) => {
        const written = new Map(
          urls.map((url, index) => {
            const target = resolved[index];
            // A target that is not live keeps its sitetools:// URL: front-ends show its text unlinked.
            return [url, target ? `${target.url ?? target.path}${parseSitetoolsUrl(url)?.fragment ?? ''}` : undefined];
          })
        );
        rewrite(slot, (url) => written.get(url));
      },
    };
  };

  const pendingOf = (slot: Slot): Pending | null => (slot.kind === 'link' ? fieldLink(slot) : richTextLinks(slot));

  /** The slots of `data` (entries of `uid`) with the links each holds, resolved together. */
  const resolveSlots = async (uid: string, data: unknown) => {
    const slots = linkSlots(data, uid, { attributesOf, rewritesRichText });
    const pending = slots.flatMap((slot) => {
      const item = pendingOf(slot);
      return item ? [{ slot, item }] : [];
    });
    const resolved = await getService(strapi, 'link-paths').resolve(pending.flatMap(({ item }) => item.references));
    let offset = 0;
    return pending.map(({ slot, item }) => {
      const answers = resolved.slice(offset, offset + item.references.length);
      offset += item.references.length;
      return { slot, item, answers };
    });
  };

  return {
    /** `data` (entries of `uid`, as the Document Service returned them) with its links written out. */
    async writeOut<T>(uid: string, data: T): Promise<T> {
      for (const { item, answers } of await resolveSlots(uid, data)) item.write(answers);
      return data;
    },

    /** The links in `entries` (rows of `uid`) whose target is not live, with the field holding each. */
    async broken(
      uid: string,
      entries: unknown[]
    ): Promise<Array<{ entry: Record<string, unknown>; field: string; target: LinkReference }>> {
      const found = [];
      for (const { slot, item, answers } of await resolveSlots(uid, entries)) {
        for (const [index, target] of item.references.entries()) {
          if (!answers[index]) found.push({ entry: slot.holder, field: slot.key, target });
        }
      }
      return found;
    },
  };
};

export default links;
