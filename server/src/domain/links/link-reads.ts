import { isLinkAttribute, mayHoldLinks, type AttributesOf } from './slots';

/** A Query Engine populate: per attribute, its own query. */
type Populate = Record<string, Record<string, unknown>>;

/** A component's query: its components that hold links, populated in turn. */
const componentQuery = (uid: string, attributesOf: AttributesOf): Record<string, unknown> => {
  const populate = linkPopulate(uid, attributesOf);
  return Object.keys(populate).length > 0 ? { populate } : {};
};

/** The components and dynamic zones of `uid` that hold links, to populate as deep as they go. */
const linkPopulate = (uid: string, attributesOf: AttributesOf): Populate => {
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(attributesOf(uid) ?? {})) {
    if (attribute.type === 'component' && attribute.component && mayHoldLinks(attribute.component, attributesOf)) {
      populate[name] = componentQuery(attribute.component, attributesOf);
    }
    if (attribute.type !== 'dynamiczone') continue;
    // `on` reads only the components that hold links (one query per component type).
    const holding = (attribute.components ?? []).filter((component) => mayHoldLinks(component, attributesOf));
    if (holding.length > 0) {
      populate[name] = { on: Object.fromEntries(holding.map((component) => [component, componentQuery(component, attributesOf)])) };
    }
  }
  return populate;
};

/**
 * What to read of entries of content type `uid` to find every link they hold: their own link
 * fields (to select), and their components and dynamic zone entries that hold links (to populate).
 */
export const linkReads = (uid: string, attributesOf: AttributesOf): { fields: string[]; populate: Populate } => ({
  fields: Object.entries(attributesOf(uid) ?? {})
    .filter(([, attribute]) => isLinkAttribute(attribute))
    .map(([name]) => name),
  populate: linkPopulate(uid, attributesOf),
});
