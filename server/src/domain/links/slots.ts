import { INTERNAL_LINK_FIELD } from '../../../../shared/contracts/internal-link';

/** What the walk reads of an attribute (of a content type or a component). */
export interface AttributeLike {
  type?: string;
  customField?: string;
  component?: string;
  target?: string;
}

/** The attributes of a content type or component by uid; undefined when unknown. */
export type AttributesOf = (uid: string) => Record<string, AttributeLike> | undefined;

/** A place in a response that may hold links: an "Internal link" field, Blocks, or Markdown. */
export interface Slot {
  holder: Record<string, unknown>;
  key: string;
  kind: 'link' | 'blocks' | 'markdown';
  /** The locale of the entry the slot belongs to (a component's is its entry's). */
  locale: string | null;
}

interface Walk {
  attributesOf: AttributesOf;
  /** Whether rich-text links of entries of this type are written out (types with sitetools). */
  rewritesRichText: (uid: string) => boolean;
  slots: Slot[];
}

const kindOf = (attribute: AttributeLike, richText: boolean): Slot['kind'] | null => {
  if (attribute.customField === INTERNAL_LINK_FIELD) return 'link';
  if (!richText) return null;
  if (attribute.type === 'blocks') return 'blocks';
  return attribute.type === 'richtext' ? 'markdown' : null;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const each = (value: unknown, visit: (item: Record<string, unknown>) => void) => {
  for (const item of Array.isArray(value) ? value : [value]) if (isRecord(item)) visit(item);
};

const visit = (walk: Walk, uid: string, holder: Record<string, unknown>, locale: string | null, richText: boolean): void => {
  const attributes = walk.attributesOf(uid);
  if (!attributes) return;
  const own = typeof holder.locale === 'string' ? holder.locale : locale;
  for (const [key, value] of Object.entries(holder)) {
    const attribute = attributes[key];
    if (!attribute || value === null || value === undefined) continue;
    const kind = kindOf(attribute, richText);
    if (kind) walk.slots.push({ holder, key, kind, locale: own });
    else if (attribute.type === 'component' && attribute.component) {
      each(value, (item) => visit(walk, attribute.component as string, item, own, richText));
    } else if (attribute.type === 'dynamiczone') {
      each(value, (item) => typeof item.__component === 'string' && visit(walk, item.__component, item, own, richText));
    } else if (attribute.type === 'relation' && attribute.target) {
      // A populated entry is written out by its own type's rules and in its own locale.
      const target = attribute.target;
      each(value, (item) => visit(walk, target, item, own, walk.rewritesRichText(target)));
    }
  }
};

/**
 * Every place in `data` (one entry, a list of entries, or nothing) of content type `uid` that may
 * hold links, through components, dynamic zones and populated relations.
 */
export const linkSlots = (data: unknown, uid: string, { attributesOf, rewritesRichText }: Omit<Walk, 'slots'>): Slot[] => {
  const walk: Walk = { attributesOf, rewritesRichText, slots: [] };
  each(data, (entry) => visit(walk, uid, entry, null, rewritesRichText(uid)));
  return walk.slots;
};
