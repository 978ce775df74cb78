import { INTERNAL_LINK_FIELD } from '../../../../shared/contracts/internal-link';

/** What the walk reads of an attribute (of a content type or a component). */
export interface AttributeLike {
  type?: string;
  customField?: string;
  component?: string;
  components?: string[];
  target?: string;
}

/** The attributes of a content type or component by uid; undefined when unknown. */
export type AttributesOf = (uid: string) => Record<string, AttributeLike> | undefined;

/** A place in a response that may hold links: an "Internal link" field, Blocks, or Markdown. */
export interface Slot {
  /** The entry the slot is in: one of the walked entries (the holder itself, or holding it). */
  entry: Record<string, unknown>;
  holder: Record<string, unknown>;
  key: string;
  /** Where the slot is in its entry, as an editor finds it: `related`, `hero.link`, `sections[2].body`. */
  path: string;
  kind: 'link' | 'blocks' | 'markdown';
  /** The locale of the entry the slot belongs to (a component's is its entry's). */
  locale: string | null;
}

/** What a walk needs to know of the schemas. */
export interface SlotSchemas {
  attributesOf: AttributesOf;
  /** Whether rich-text links of entries of this type are written out (types with sitetools). */
  rewritesRichText: (uid: string) => boolean;
}

/**
 * Where the walked data sits, when it is not a whole entry of its type: a component loaded on its
 * own (GraphQL loads them field by field) follows the rules and the locale of its entry.
 */
export interface SlotOwner {
  richText: boolean;
  locale: string | null;
}

interface Walk extends SlotSchemas {
  slots: Slot[];
}

interface Place {
  entry: Record<string, unknown>;
  locale: string | null;
  richText: boolean;
  /** The path of the holder in its entry, with a trailing dot; empty for the entry itself. */
  prefix: string;
}

const kindOf = (attribute: AttributeLike, richText: boolean): Slot['kind'] | null => {
  if (attribute.customField === INTERNAL_LINK_FIELD) return 'link';
  if (!richText) return null;
  if (attribute.type === 'blocks') return 'blocks';
  return attribute.type === 'richtext' ? 'markdown' : null;
};

/** Whether the attribute holds links itself (in an entry of a type whose rich text is written out). */
export const isLinkAttribute = (attribute: AttributeLike): boolean => kindOf(attribute, true) !== null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Visits each object of `value` (one, or a list) with its path: `name.`, or `name[index].` in a list. */
const each = (value: unknown, name: string, visit: (item: Record<string, unknown>, prefix: string) => void) => {
  if (!Array.isArray(value)) {
    if (isRecord(value)) visit(value, `${name}.`);
    return;
  }
  value.forEach((item, index) => isRecord(item) && visit(item, `${name}[${index}].`));
};

const visit = (walk: Walk, uid: string, holder: Record<string, unknown>, place: Place): void => {
  const attributes = walk.attributesOf(uid);
  if (!attributes) return;
  const own = { ...place, locale: typeof holder.locale === 'string' ? holder.locale : place.locale };
  for (const [key, value] of Object.entries(holder)) {
    const attribute = attributes[key];
    if (!attribute || value === null || value === undefined) continue;
    const name = `${own.prefix}${key}`;
    const kind = kindOf(attribute, own.richText);
    if (kind) walk.slots.push({ entry: own.entry, holder, key, path: name, kind, locale: own.locale });
    else if (attribute.type === 'component' && attribute.component) {
      const component = attribute.component;
      each(value, name, (item, prefix) => visit(walk, component, item, { ...own, prefix }));
    } else if (attribute.type === 'dynamiczone') {
      each(value, name, (item, prefix) => typeof item.__component === 'string' && visit(walk, item.__component, item, { ...own, prefix }));
    } else if (attribute.type === 'relation' && attribute.target) {
      // A populated entry is written out by its own type's rules and in its own locale.
      const target = attribute.target;
      each(value, name, (item, prefix) => visit(walk, target, item, { ...own, prefix, richText: walk.rewritesRichText(target) }));
    }
  }
};

/**
 * Every place in `data` (one entry, a list of entries, or nothing) of content type `uid` that may
 * hold links, through components, dynamic zones and populated relations. `owner` gives the rules
 * and locale when `data` is not an entry of its own (a component, under its entry's).
 */
export const linkSlots = (data: unknown, uid: string, schemas: SlotSchemas, owner?: SlotOwner): Slot[] => {
  const walk: Walk = { ...schemas, slots: [] };
  const root = { locale: owner?.locale ?? null, richText: owner?.richText ?? schemas.rewritesRichText(uid), prefix: '' };
  const items = Array.isArray(data) ? data : [data];
  for (const item of items) if (isRecord(item)) visit(walk, uid, item, { ...root, entry: item });
  return walk.slots;
};

/**
 * Whether entries of `uid` (a content type or a component) can hold links in their own fields or
 * their components; what relations bring is their own type's matter.
 */
export const mayHoldLinks = (uid: string, attributesOf: AttributesOf, seen: Set<string> = new Set()): boolean => {
  if (seen.has(uid)) return false;
  seen.add(uid);
  return Object.values(attributesOf(uid) ?? {}).some((attribute) => {
    if (isLinkAttribute(attribute)) return true;
    const components = attribute.type === 'component' && attribute.component ? [attribute.component] : [];
    if (attribute.type === 'dynamiczone') components.push(...(attribute.components ?? []));
    return components.some((component) => mayHoldLinks(component, attributesOf, seen));
  });
};
