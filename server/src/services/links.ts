import type { Core } from '@strapi/strapi';
import { isSitetoolsEnabled } from '../domain/content-type';
import { storedLinkOf } from '../domain/links/stored-link';
import { linkSlots, type AttributesOf, type Slot } from '../domain/links/slots';
import { getService } from './get-service';
import type { ResolvedLink } from '../../../shared/contracts/internal-link';
import type { LinkReference } from './link-paths';

/** A slot's links to resolve, and how to write the answers back into it. */
interface Pending {
  references: LinkReference[];
  write(resolved: ReadonlyArray<ResolvedLink | null>): void;
}

/**
 * Writes links out in content API responses: each "Internal link" field becomes its target's live
 * path (or null), all the links of one response resolved together in one query.
 */
const links = ({ strapi }: { strapi: Core.Strapi }) => {
  const attributesOf: AttributesOf = (uid) => strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0])?.attributes;
  const rewritesRichText = (uid: string) => {
    const schema = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    return schema !== undefined && isSitetoolsEnabled(schema);
  };

  const pendingOf = (slot: Slot): Pending | null => {
    if (slot.kind !== 'link') return null;
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

  return {
    /** `data` (entries of `uid`, as the Document Service returned them) with its links written out. */
    async writeOut<T>(uid: string, data: T): Promise<T> {
      const slots = linkSlots(data, uid, { attributesOf, rewritesRichText });
      if (slots.length === 0) return data;
      const pending = slots.map(pendingOf).filter((item): item is Pending => item !== null);
      const resolved = await getService(strapi, 'link-paths').resolve(pending.flatMap((item) => item.references));
      let offset = 0;
      for (const item of pending) {
        item.write(resolved.slice(offset, offset + item.references.length));
        offset += item.references.length;
      }
      return data;
    },
  };
};

export default links;
