import type { Core } from '@strapi/strapi';
import { unsupportedStrapi } from 'sitetools-kit/strapi-internals';
import { errors } from 'sitetools-kit/strapi-utils';
import { contentTypeUid } from 'sitetools-kit/uid';
import { ACTIONS } from '../../../../shared/contracts/permissions';
import { contentManagerChecker, type PermissionChecker } from './content-manager-checker';

/** The admin user a request acts for, as the admin's auth strategy puts it on `ctx.state`. */
export interface AdminCaller {
  /** `ctx.state.userAbility`: the user's permissions, conditions included. */
  ability: unknown;
  /** `ctx.state.user`: the conditions (creator, creator's role) compare entries with it. */
  user: unknown;
}

/** The entry version a URL choice is saved on; no documentId while the entry is being created. */
export interface EntryVersionRef {
  uid: string;
  documentId?: string;
  /** The locale the request saves; the default locale when absent (as the Content Manager does). */
  locale?: string;
}

// The Content Manager's populate builder service is a function, which Strapi's Service type omits.
type PopulateBuilder = (uid: string) => { populateFromQuery(query: object): { build(): Promise<unknown> } };

/**
 * "Edit entry URLs" (`ACTIONS.editEntryUrls`), checked on the entry as the Content Manager checks
 * its own actions: through its permission checker, on the draft in the saved locale, loaded with
 * whatever the caller's conditions read (its creator and the creator's roles, its locale).
 */
const entryUrlPermission = ({ strapi }: { strapi: Core.Strapi }) => {
  const contentManager = () => strapi.plugin('content-manager');

  /** The draft of the entry in `locale`, or null when that version does not exist yet. */
  const loadDraft = async (checker: PermissionChecker, uid: string, documentId: string, locale: string | undefined) => {
    // The permission query names the fields the conditions filter on; populating from it is how
    // the Content Manager loads what its own checks need (a creator's roles, say).
    const permissionQuery = await checker.sanitizedQuery({}, ACTIONS.editEntryUrls);
    const builder = contentManager().service('populate-builder') as unknown as PopulateBuilder;
    const populate = await builder(uid).populateFromQuery(permissionQuery).build();
    const documents = strapi.documents(contentTypeUid(uid));
    const draft = await documents.findOne({ documentId, populate: populate as never, locale, status: 'draft' });
    return (draft as object | null) ?? null;
  };

  /** Whether the caller may choose the URL of this entry version. */
  const canEdit = async ({ ability, user }: AdminCaller, { uid, documentId, locale }: EntryVersionRef): Promise<boolean> => {
    const checker = contentManagerChecker(strapi, ability, uid);
    // Without the action on the type at all, no entry needs to be read.
    if (checker.cannot(ACTIONS.editEntryUrls)) return false;
    const draft = documentId ? await loadDraft(checker, uid, documentId, locale) : null;
    if (draft) return checker.can(ACTIONS.editEntryUrls, draft);
    // A new entry, or a new locale of one, is created by the caller with this request: the
    // conditions see it as the caller's own version in that locale.
    const entryLocale = locale ?? (await strapi.plugin('i18n').service('locales').getDefaultLocale());
    return checker.can(ACTIONS.editEntryUrls, { locale: entryLocale, createdBy: user });
  };

  return {
    canEdit,

    /**
     * Stops the start (bootstrap) when the Content Manager lacks a service these checks (or the
     * breadcrumbs, for a type's main field) use: they have no public API, and the supported
     * Strapi releases all have them in this shape.
     */
    assertContentManagerServices(): void {
      const service = (name: string) => contentManager().service(name) as unknown;
      const shapes: Array<[string, (s: unknown) => boolean]> = [
        ['permission-checker', (s) => typeof (s as { create?: unknown } | undefined)?.create === 'function'],
        ['populate-builder', (s) => typeof s === 'function'],
        ['content-types', (s) => typeof (s as { findConfiguration?: unknown } | undefined)?.findConfiguration === 'function'],
      ];
      const missing = shapes.filter(([name, isAsExpected]) => !isAsExpected(service(name))).map(([name]) => name);
      if (missing.length > 0) throw unsupportedStrapi(strapi, `the Content Manager services ${missing.join(', ')}`);
    },

    /** Refuses (403) a caller who may not choose the URL of this entry version. */
    async assertCanEdit(caller: AdminCaller, ref: EntryVersionRef): Promise<void> {
      if (!(await canEdit(caller, ref))) {
        throw new errors.ForbiddenError('Changing the URL of this entry needs the "Edit entry URLs" permission');
      }
    },
  };
};

export default entryUrlPermission;
