import type { Core } from '@strapi/strapi';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { RouterQuery } from '../../validation/router-query';
import type { StackTarget } from './route-stack';

/** An entry as the router reads it: the document's fields. */
export type Entry = Record<string, unknown>;

/** The options of Strapi's content API query checks: the caller's auth and the route asked. */
export type ValidateOptions = NonNullable<Parameters<Core.Strapi['contentAPI']['validate']['query']>[2]>;

/** How the router reads the entry a path leads to (part of services/router/router). */
export const routerEntries = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The document at `target` in its version, read with `query` (validated and sanitised). */
  const readDocument = ({ uid, documentId, locale, status }: StackTarget, query: Record<string, unknown> = {}): Promise<Entry | null> =>
    strapi.documents(contentTypeUid(uid)).findOne({ ...query, documentId, ...(locale === undefined ? {} : { locale }), status });

  return {
    readDocument,

    /**
     * The REST router's own read of the entry at `target`: `populate` and `fields` validated and
     * sanitised as a native findOne does them, the document in the router's version, its output
     * sanitised. Without populate or fields there is nothing to validate or sanitise: the entry is
     * read with neither.
     * With the app's `rest.strictParams`, parameters that neither Strapi nor the router's route
     * declares are refused by Strapi's own check, as on a native route.
     */
    async readSanitised(target: StackTarget, { populate, fields, extra }: RouterQuery, options: ValidateOptions) {
      const { schema } = target;
      const strict = extra !== undefined && strapi.config.get('api.rest.strictParams') === true;
      if (strict) await strapi.contentAPI.validate.query(extra, schema, { ...options, strictParams: true });
      let query: Record<string, unknown> = {};
      if (populate !== undefined || fields !== undefined) {
        await strapi.contentAPI.validate.query({ populate, fields }, schema, options);
        query = await strapi.contentAPI.sanitize.query({ populate, fields }, schema, options);
      }
      const document = await readDocument(target, query);
      // sanitize.output is typed `unknown`; given a document it returns that document, trimmed.
      return document && { entry: (await strapi.contentAPI.sanitize.output(document, schema, options)) as Entry };
    },
  };
};
