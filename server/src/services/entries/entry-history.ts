import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { FindUrlHistory, UrlHistoryRow } from '../../../../shared/contracts/url-history';
import type { RedirectHint } from '../../../../shared/contracts/redirect-lookup';
import { oldPathAnswer } from '../../domain/old-path-answer';
import type { AdminCaller } from '../access';
import { getService } from '../get-service';
import { choosePath } from './path-choice';

type History = FindUrlHistory.Response['data'];

const isoOf = (value: string | number | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The edit view's URL history of one entry in one locale, and its two actions: Restore (an old
 * path becomes the entry's hand-written path again; the redirects addon then leaves a redirect
 * from the path it leaves and clears the one from the path restored) and Retire (the redirect
 * from an old path becomes a gone rule, through the addon's registered retirement).
 */
const entryHistory = ({ strapi }: { strapi: Core.Strapi }) => {
  const entries = () => getService(strapi, 'entry-alias');
  const history = () => getService(strapi, 'url-history');
  const store = () => getService(strapi, 'alias-store');
  const redirects = () => getService(strapi, 'redirect-lookup');
  const permission = () => getService(strapi, 'entry-url-permission');

  const canRetire = ({ ability }: AdminCaller): boolean => {
    const retirement = redirects().retirement();
    const can = (action: string) => (ability as { can(action: string): boolean }).can(action);
    return retirement !== null && retirement.permissions.every(can);
  };

  /** The entry's history in `locale`, for a caller who may read the entry (404 for no such entry, 403). */
  const find = async (caller: AdminCaller, uid: string, documentId: string, requestedLocale?: string): Promise<History> => {
    const locale = await entries().aliasLocale({ contenttype: uid, documentId, locale: requestedLocale });
    await entries().assertExists(uid, documentId, locale);
    await entries().assertCan(caller.ability, 'read', { contenttype: uid, documentId, locale });
    const alias = (await store().findByEntry(uid, documentId)).find((row) => row.locale === locale);
    const currentPath = alias?.live ? alias.url_path : null;
    const stored = await history().find({ contenttype: uid, entryDocumentId: documentId, locale });
    const rows = stored.map(({ path, liveFrom, liveUntil }) => ({ path, from: isoOf(liveFrom), until: isoOf(liveUntil) }));
    // An entry live since before the history was kept has no row for its path until it moves.
    if (currentPath !== null && !rows.some((row) => row.until === null && row.path === currentPath)) {
      rows.unshift({ path: currentPath, from: null, until: null });
    }
    const installed = redirects().readPermission() !== null;
    const oldPaths = rows.filter((row) => row.path !== currentPath).map((row) => row.path);
    const hints = installed ? await redirects().findMany(oldPaths, locale) : new Map<string, RedirectHint>();
    return {
      locale,
      currentPath,
      rows: rows.map((row): UrlHistoryRow => ({
        ...row,
        redirect: installed && row.path !== currentPath ? oldPathAnswer(hints.get(row.path), currentPath) : null,
      })),
      redirects: installed,
      canRestore: await permission().canEdit(caller, { uid, documentId, locale }),
      canRetire: canRetire(caller),
    };
  };

  /** The history, once `path` is known to be one of its old paths (404 otherwise, 400 for the current one). */
  const findOldPath = async (caller: AdminCaller, uid: string, documentId: string, path: string, requestedLocale?: string) => {
    const found = await find(caller, uid, documentId, requestedLocale);
    if (path === found.currentPath) {
      throw new errors.ValidationError("path: this is the entry's live path", { key: 'path' });
    }
    if (!found.rows.some((row) => row.path === path)) {
      throw new errors.NotFoundError("path: not in the entry's URL history", { key: 'path', path });
    }
    return found;
  };

  return {
    find,

    /**
     * Makes old `path` the entry's hand-written path again in the locale (live at once when the
     * entry is published). 403 without "Edit entry URLs" on the entry, 400 when another entry has it.
     */
    async restore(caller: AdminCaller, uid: string, documentId: string, path: string, requestedLocale?: string): Promise<History> {
      const { locale } = await findOldPath(caller, uid, documentId, path, requestedLocale);
      await entries().assertCan(caller.ability, 'update', { contenttype: uid, documentId, locale });
      await permission().assertCanEdit(caller, { uid, documentId, locale });
      if (await store().isTakenByAnother(path, locale, { contenttype: uid, entryDocumentId: documentId })) {
        throw new errors.ValidationError('path: another entry has this path now', { key: 'path' });
      }
      await choosePath(strapi, uid, documentId, locale, path);
      return find(caller, uid, documentId, locale);
    },

    /**
     * Makes old `path` answer 410 Gone in the locale. 404 without a redirects plugin that
     * retires paths, 403 without its write permissions.
     */
    async retire(caller: AdminCaller, uid: string, documentId: string, path: string, requestedLocale?: string): Promise<History> {
      const { locale } = await findOldPath(caller, uid, documentId, path, requestedLocale);
      const retirement = redirects().retirement();
      if (!retirement) throw new errors.NotFoundError('No redirects plugin is installed to retire a path');
      if (!canRetire(caller)) throw new errors.ForbiddenError('Retiring a path needs the redirects create, update and publish permissions');
      await retirement.run(path, locale);
      return find(caller, uid, documentId, locale);
    },
  };
};

export default entryHistory;
