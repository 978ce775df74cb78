import type { Core } from '@strapi/strapi';
import { isSitetoolsEnabled } from '../../domain/content-type';
import { storedLinkOf } from '../../domain/links/stored-link';
import { rewriteBlocksLinks } from '../../domain/links/blocks-links';
import { rewriteMarkdownLinks, type ReplaceUrl } from '../../domain/links/markdown-links';
import { linkReads } from '../../domain/links/link-reads';
import { linkSlots, mayHoldLinks, type AttributesOf, type Slot, type SlotOwner } from '../../domain/links/slots';
import { parseSitetoolsUrl } from '../../domain/links/sitetools-url';
import { getService } from '../get-service';
import type { ResolvedLink } from '../../../../shared/contracts/internal-link';
import type { LinkReference } from './link-paths';
import type { Auth } from '../access';

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

  /**
   * The slots of `data` (entries of `uid`, or its components under `owner`) with the links each
   * holds, resolved together; with `auth`, as that content API caller may see them.
   */
  const resolveSlots = async (uid: string, data: unknown, owner?: SlotOwner, auth?: Auth | null) => {
    const slots = linkSlots(data, uid, { attributesOf, rewritesRichText }, owner);
    const pending = slots.flatMap((slot) => {
      const item = pendingOf(slot);
      return item ? [{ slot, item }] : [];
    });
    const resolved = await getService(strapi, 'link-paths').resolve(
      pending.flatMap(({ item }) => item.references),
      auth
    );
    let offset = 0;
    return pending.map(({ slot, item }) => {
      const answers = resolved.slice(offset, offset + item.references.length);
      offset += item.references.length;
      return { slot, item, answers };
    });
  };

  return {
    /** Whether entries (or components) of `uid` can hold links in their own fields or components. */
    mayHoldLinks: (uid: string): boolean => mayHoldLinks(uid, attributesOf),

    /** The fields of `uid` (a content type or a component) that hold links themselves. */
    linkFields: (uid: string): string[] => linkReads(uid, attributesOf).fields,

    /** The rules and locale of `entry` (of type `uid`) for the parts of it read on their own. */
    ownerOf: (uid: string, entry: Record<string, unknown>): SlotOwner => ({
      richText: rewritesRichText(uid),
      locale: typeof entry.locale === 'string' ? entry.locale : null,
    }),

    /**
     * `data` (entries of `uid`, as the Document Service returned them) with its links written out.
     * With `owner`, `data` is part of an entry read on its own (GraphQL reads components and
     * relations field by field), under the rules and locale of that entry.
     */
    async writeOut<T>(uid: string, data: T, owner?: SlotOwner): Promise<T> {
      // The caller of the content API request under way: a link to a type it may not read is
      // written out as its text alone, and every link when no caller is known.
      const request = strapi.requestContext.get() as { state?: { auth?: Auth } } | undefined;
      const auth = request?.state?.auth ?? null;
      for (const { item, answers } of await resolveSlots(uid, data, owner, auth)) item.write(answers);
      return data;
    },

    /**
     * Every link in `entries` (rows of `uid`, their components populated), resolved or not: the
     * entry, the path of the field holding it, its target.
     */
    referencesIn<E extends object>(uid: string, entries: E[]): Array<{ entry: E; field: string; target: LinkReference }> {
      return linkSlots(entries, uid, { attributesOf, rewritesRichText }).flatMap((slot) =>
        // The slot's entry is one of `entries`: the walk starts at each of them.
        (pendingOf(slot)?.references ?? []).map((target) => ({ entry: slot.entry as E, field: slot.path, target }))
      );
    },

    /**
     * The links in `entries` (rows of `uid`, their components populated) whose target is not live:
     * the entry, the path of the field holding each (`sections[2].body`), its target.
     */
    async broken<E extends object>(uid: string, entries: E[]): Promise<Array<{ entry: E; field: string; target: LinkReference }>> {
      const found = [];
      for (const { slot, item, answers } of await resolveSlots(uid, entries)) {
        for (const [index, target] of item.references.entries()) {
          // The slot's entry is one of `entries`: the walk starts at each of them.
          if (!answers[index]) found.push({ entry: slot.entry as E, field: slot.path, target });
        }
      }
      return found;
    },
  };
};

export default links;
