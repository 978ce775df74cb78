import type { Core } from '@strapi/strapi';
import { servedPath } from 'sitetools-kit/path-policy';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { Breadcrumb } from '../../../../shared/contracts/router';
import type { Config } from '../../config';
import { aliasInLocale } from '../../domain/alias-in-locale';
import { ancestorPaths } from '../../domain/ancestor-paths';
import { isSitetoolsEnabled } from '../../domain/content-type';
import { crumbTitleField, mayTitle, SCALAR_FIELD_TYPES } from '../../domain/field-types';
import type { AliasRow } from '../aliases';
import type { Auth } from '../access';
import { serviceGetter } from '../get-service';
import { pathPolicy } from '../platform';

/**
 * The router's breadcrumbs: the live entries that own the prefixes of an entry's path, in its
 * locale, that the caller may read. Their aliases and titles come from the router's cache, as the
 * entry's own aliases do (docs/design/front-end.md).
 */
const breadcrumbs = ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = serviceGetter(strapi, 'router-cache');
  const permissions = serviceGetter(strapi, 'read-permission');
  const types = serviceGetter(strapi, 'content-types');
  const settings = () => (strapi.config.get('plugin::sitetools') as Config).breadcrumbs;

  /**
   * The field that titles the crumbs of type `uid`: the configured one (checked at start), else the
   * main field if it may title a public crumb, else the type's first text field that may; null: none.
   */
  const titleField = async (uid: string): Promise<string | null> => {
    const configured = settings().titleField[uid];
    if (configured) return configured;
    const attributes = strapi.contentType(contentTypeUid(uid)).attributes as Parameters<typeof crumbTitleField>[1];
    return crumbTitleField(await cache().mainField(uid), attributes);
  };

  /** The titles of the published entries `documentIds` of `uid` in `locale`; none when no field may title them. */
  const titlesOf = async (uid: string, documentIds: string[], locale: string) => {
    const field = await titleField(uid);
    return field === null ? new Map<string, string | null>() : cache().titles(uid, field, documentIds, locale);
  };

  /** Of the aliases at `paths`, the one answering in `locale` at each path, of a type with sitetools. */
  const ownersIn = (aliases: AliasRow[], paths: string[], locale: string): AliasRow[] =>
    paths.flatMap((path) => {
      const owner = aliasInLocale(
        aliases.filter((alias) => alias.url_path === path),
        locale,
        (uid) => types().localized(uid)
      );
      const schema = owner && strapi.contentType(contentTypeUid(owner.contenttype));
      return owner && schema && isSitetoolsEnabled(schema) ? [owner] : [];
    });

  return {
    /** Whether breadcrumbs are computed at all (`breadcrumbs.enabled` in the config). */
    enabled: (): boolean => settings().enabled,

    /**
     * The breadcrumbs of stored path `path` in `locale`, root first, their paths in the served
     * form (sitetools-kit/path-policy): a prefix nobody owns live
     * there is left out, as is an owner of a type the caller may not read. `readable` is a type
     * the caller was just checked to read (the entry's own): its check is not made again.
     */
    async trail({ path, locale, auth, readable }: { path: string; locale: string; auth: Auth; readable?: string }): Promise<Breadcrumb[]> {
      const paths = ancestorPaths(path);
      if (paths.length === 0) return [];
      // Through the router's cache, which keeps the prefixes nobody owns too: a repeated request
      // reads no alias.
      const found = await Promise.all(paths.map((prefix) => cache().at(prefix, { keepMissing: true })));
      const owners = ownersIn(
        found.flatMap(({ atPath }) => atPath),
        paths,
        locale
      );
      const uids = [...new Set(owners.map((owner) => owner.contenttype))];
      const hidden = new Set(
        await permissions().unreadable(
          auth,
          uids.filter((uid) => uid !== readable)
        )
      );
      const shown = owners.filter((owner) => !hidden.has(owner.contenttype));
      const titlesByType = new Map<string, Map<string, string | null>>();
      await Promise.all(
        uids
          .filter((uid) => !hidden.has(uid))
          .map(async (uid) => {
            const ids = shown.filter((owner) => owner.contenttype === uid).map((owner) => owner.entryDocumentId);
            titlesByType.set(uid, await titlesOf(uid, ids, locale));
          })
      );
      const policy = pathPolicy(strapi);
      // An ancestor unpublished since its alias was read has no published entry: it is left out.
      return shown.flatMap(({ url_path, contenttype, entryDocumentId }) => {
        const byId = titlesByType.get(contenttype);
        if (!byId?.has(entryDocumentId)) return [];
        return [
          {
            path: servedPath(url_path, policy),
            title: byId.get(entryDocumentId) ?? null,
            contentType: contenttype,
            documentId: entryDocumentId,
          },
        ];
      });
    },

    /** Checks `breadcrumbs.titleField` against the content types: a bad one stops the start. */
    check(): void {
      for (const [uid, field] of Object.entries(settings().titleField)) {
        const schema = strapi.contentType(contentTypeUid(uid));
        if (!schema || !isSitetoolsEnabled(schema)) {
          throw new Error(`sitetools config: breadcrumbs.titleField: ${uid} is not a content type with URL aliases`);
        }
        if (!SCALAR_FIELD_TYPES.has(types().attributeType(uid, field) ?? '')) {
          throw new Error(`sitetools config: breadcrumbs.titleField: ${field} is not a text, number or date field of ${uid}`);
        }
        if (!mayTitle(field, schema.attributes as Parameters<typeof mayTitle>[1])) {
          throw new Error(`sitetools config: breadcrumbs.titleField: ${field} of ${uid} is private: a crumb's title is public`);
        }
      }
    },
  };
};

export default breadcrumbs;
