import type { Core } from '@strapi/strapi';
import { renderDefaultPath } from '../domain/default-pattern';
import { findUidField, type SchemaLike } from '../domain/content-type';
import type { Config } from '../config';

/** The fields of an entry that its generated path is made from. */
export type EntrySource = Record<string, unknown> & { documentId: string };

/**
 * Decides the path an entry should have. Today it renders the default pattern; configurable
 * patterns plug in here, behind the same two methods.
 */
const aliasGenerator = ({ strapi }: { strapi: Core.Strapi }) => {
  const schemaOf = (uid: string) => strapi.contentType(uid as never) as unknown as SchemaLike;

  return {
    /** Attributes to read from an entry row to render its path. */
    sourceFields(uid: string): string[] {
      const uidField = findUidField(schemaOf(uid));
      return uidField ? [uidField.field, uidField.targetField].filter((f): f is string => !!f) : [];
    },

    /** The path an entry should have, before any collision suffix. */
    basePath(uid: string, entry: EntrySource): string {
      const schema = schemaOf(uid);
      const uidField = findUidField(schema);
      const config = strapi.config.get('plugin::sitetools') as Config;
      return renderDefaultPath(
        {
          pluralName: schema.info.pluralName,
          uidValue: uidField ? entry[uidField.field] : undefined,
          uidTargetValue: uidField?.targetField ? entry[uidField.targetField] : undefined,
          documentId: entry.documentId,
        },
        { transliterate: config.transliterate }
      );
    },
  };
};

export type AliasGenerator = ReturnType<typeof aliasGenerator>;
export default aliasGenerator;
