import type { Core } from '@strapi/strapi';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import { isSitetoolsEnabled, type SchemaLike } from '../../domain/content-type';
import { contentTypeOf, contentTypeUid } from 'sitetools-kit/uid';

type Schema = SchemaLike & {
  info: SchemaLike['info'] & { displayName?: string };
  pluginOptions?: { i18n?: { localized?: unknown } } & Record<string, unknown>;
};

/** Describes a schema the way the admin pages show it. */
const describe = (schema: Schema): EnabledContentType => ({
  uid: schema.uid,
  displayName: schema.info.displayName ?? schema.uid,
  kind: schema.kind === 'singleType' ? 'singleType' : 'collectionType',
  pluralName: schema.info.pluralName,
  localized: schema.pluginOptions?.i18n?.localized === true,
  draftAndPublish: schema.options?.draftAndPublish === true,
});

/** The content types that have URL aliases enabled, as the admin lists them. */
const contentTypes = ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    /** Any content type (enabled or not) described as the admin shows it; undefined when unknown. */
    describe(uid: string): EnabledContentType | undefined {
      const schema = contentTypeOf(strapi, uid);
      return schema && describe(schema);
    },

    /** Whether content type `uid` is localized; undefined for a type the app no longer has. */
    localized(uid: string): boolean | undefined {
      // `strapi.contentTypes` builds a new map of every type on each read; this is one lookup.
      const schema = strapi.contentType(contentTypeUid(uid)) as Schema | undefined;
      return schema && (strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema) as boolean);
    },

    /** The type of attribute `name` of content type `uid`; undefined when either is unknown. */
    attributeType(uid: string, name: string): string | undefined {
      const attribute: { type?: string } | undefined = contentTypeOf(strapi, uid)?.attributes[name];
      return attribute?.type;
    },

    /**
     * The field the Content Manager shows as an entry's title (its list view's main field), read
     * from its configuration each time (the router keeps it: services/router/router-cache).
     */
    async mainField(uid: string): Promise<string> {
      const configuration = await strapi
        .plugin('content-manager')
        .service('content-types')
        .findConfiguration(strapi.contentType(contentTypeUid(uid)));
      return (configuration as { settings?: { mainField?: string } }).settings?.mainField ?? 'documentId';
    },

    /** Enabled types sorted by display name, so every page lists them in the same order. */
    enabled(): EnabledContentType[] {
      return Object.values(strapi.contentTypes)
        .filter(isSitetoolsEnabled)
        .map(describe)
        .sort((a, b) => a.displayName.localeCompare(b.displayName));
    },
  };
};

export default contentTypes;
