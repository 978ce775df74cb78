/**
 * What sitetools reads from a content type's schema. Pure: works on the schema object alone.
 */
export interface SchemaLike {
  uid: string;
  kind?: string;
  info: { pluralName: string };
  options?: { draftAndPublish?: boolean };
  pluginOptions?: Record<string, unknown>;
  attributes: Record<string, { type?: string; targetField?: string }>;
}

/** True when the schema opts in with `pluginOptions.sitetools.enabled: true`. */
export const isSitetoolsEnabled = (schema: SchemaLike): boolean => {
  const options = schema.pluginOptions?.sitetools as { enabled?: unknown } | undefined;
  return schema.uid.startsWith('api::') && options?.enabled === true;
};

export interface UidField {
  field: string;
  targetField?: string;
}

/** The first `uid` attribute and the field it is generated from, if the type has one. */
export const findUidField = (schema: SchemaLike): UidField | undefined => {
  const entry = Object.entries(schema.attributes).find(([, attribute]) => attribute.type === 'uid');
  if (!entry) return undefined;
  const [field, attribute] = entry;
  const target = attribute.targetField;
  return target && schema.attributes[target] ? { field, targetField: target } : { field };
};
