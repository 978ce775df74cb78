import type { Core } from '@strapi/strapi';
import { contentTypes, errors } from 'sitetools-kit/strapi-utils';
import { InvalidPathError, normalizeSitePath } from 'sitetools-kit/path';
import { foldPathCase } from 'sitetools-kit/path-policy';
import type { CheckEntryAlias, FindEntryAlias } from '../../../../shared/contracts/entry-alias';
import type { Config } from '../../config';
import { isSitetoolsEnabled } from '../../domain/content-type';
import { frontendBaseFor } from '../../domain/frontend-base';
import { frontPageRuleFor } from '../../domain/front-page';
import { type EntrySource, type AliasRow, type PathRule, pathOnPublish } from '../aliases';
import { isPathOfBase } from '../../domain/unique-path';
import { contentManagerChecker, type AdminCaller } from '../access';
import { getService } from '../get-service';
import { pathPolicy } from '../platform';
import { contentTypeOf, contentTypeUid } from 'sitetools-kit/uid';

/** The entry and locale the edit-view panel is about. */
export interface EntryRef {
  contenttype: string;
  documentId?: string;
  locale?: string;
}

type Row = EntrySource & { locale?: string | null; publishedAt: string | null };

/** Where an entry is served now and where its draft will be, in the locale its alias is in. */
export interface EntryPaths {
  locale: string;
  livePath: string | null;
  nextPath: string | null;
}

/**
 * Why a live path is an entry's: written by hand, or generated (`matches`: the rule's path as it
 * is, with a collision suffix, or `stale`, a path the rule gave before and no longer gives).
 */
export type PathOrigin = { kind: 'hand-written' } | ({ kind: 'generated'; matches: 'exact' | 'suffixed' | 'stale' } & PathRule);

/** What the Content Manager's edit-view panel reads and checks about one entry's URL. */
const entryAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  const config = () => strapi.config.get('plugin::sitetools') as Config;

  const redirects = () => getService(strapi, 'redirect-lookup');

  const isLocalized = (uid: string) => getService(strapi, 'content-types').localized(uid) === true;

  const store = () => getService(strapi, 'alias-store');

  /**
   * The locale the entry's alias is stored in: for a localized type the given one, else the
   * default locale (as the Content Manager does); for a type that is not localized, the store's
   * rule, given the entry's aliases (read here unless the caller has them).
   */
  const aliasLocale = async ({ contenttype, documentId, locale }: EntryRef, entryAliases?: AliasRow[]): Promise<string> => {
    if (isLocalized(contenttype)) return locale || strapi.plugin('i18n').service('locales').getDefaultLocale();
    const aliases = entryAliases ?? (documentId ? await store().findByEntry(contenttype, documentId) : []);
    return store().unlocalizedAliasLocale(aliases);
  };

  /** The entry's rows (draft and published) in one locale, oldest first, with their creator. */
  const entryRows = async (uid: string, documentId: string, locale: string): Promise<Row[]> =>
    (await strapi.db.query(uid).findMany({
      where: { documentId, ...(isLocalized(uid) ? { locale } : {}) },
      populate: { createdBy: { select: ['id'] } },
      orderBy: { id: 'asc' },
    })) as Row[];

  /** Refuses (403) unless the caller's Content Manager permissions reach the entry's rows. */
  const assertRowsAllow = (ability: unknown, action: 'read' | 'update', uid: string, rows: Row[]) => {
    // The Content Manager checks the draft, the version its edit view shows.
    const row = rows.find((candidate) => candidate.publishedAt === null) ?? rows[0];
    if (!row) return;
    const checker = contentManagerChecker(strapi, ability, uid);
    if (checker.cannot(`plugin::content-manager.explorer.${action}`, row))
      throw new errors.ForbiddenError(`Not allowed to ${action} this entry`);
  };

  /** The documentId of a single type's document; undefined for a collection type or none yet. */
  const singleDocumentId = async (uid: string): Promise<string | undefined> => {
    if (strapi.contentType(contentTypeUid(uid)).kind !== 'singleType') return undefined;
    const row = (await strapi.db.query(uid).findOne({ select: ['documentId'] })) as { documentId: string } | null;
    return row?.documentId;
  };

  /** The locale the entry's alias is in, its rows there (none: no such entry) and that alias. */
  const entryState = async (ref: Required<Pick<EntryRef, 'contenttype' | 'documentId'>> & EntryRef) => {
    const aliases = await store().findByEntry(ref.contenttype, ref.documentId);
    const locale = await aliasLocale(ref, aliases);
    const rows = await entryRows(ref.contenttype, ref.documentId, locale);
    return { locale, rows, alias: aliases.find((row) => row.locale === locale) };
  };

  /** The live path, the path the draft publishes to, and the draft's hand-written path if any. */
  const pathsOf = async (uid: string, locale: string, rows: Row[], alias: AliasRow | undefined) => {
    const draftAndPublish = contentTypes.hasDraftAndPublish(strapi.contentType(contentTypeUid(uid)));
    // The draft is what the next publish copies; without D&P the only row is already live.
    const draft = (draftAndPublish ? rows.find((row) => row.publishedAt === null) : undefined) ?? rows[0];
    const generator = getService(strapi, 'alias-generator');
    const patterns = getService(strapi, 'url-pattern');
    const { path: nextPath, manualPath } = await pathOnPublish(draft, alias, async () =>
      generator.basePath(uid, draft, locale, await patterns.load())
    );
    return { livePath: alias?.live ? alias.url_path : null, nextPath, manualPath };
  };

  return {
    /** Refuses (404) a content type that does not exist or has no URL aliases. */
    assertEnabled(uid: string): void {
      const schema = contentTypeOf(strapi, uid);
      if (!schema || !isSitetoolsEnabled(schema)) {
        throw new errors.NotFoundError(`${uid} does not have URL aliases`, { contenttype: uid });
      }
    },

    /**
     * Refuses (403) a caller whose Content Manager permissions do not reach this entry in this
     * locale: the routes' policy checks the type only, while conditions (the creator, the
     * locales a role may edit) need the entry's row. An entry or locale that does not exist yet
     * is left to the policy (find answers 404, and a new entry is the type's create permission).
     */
    async assertCan(ability: unknown, action: 'read' | 'update', ref: EntryRef): Promise<void> {
      if (!ref.documentId) return;
      const locale = await aliasLocale(ref);
      assertRowsAllow(ability, action, ref.contenttype, await entryRows(ref.contenttype, ref.documentId, locale));
    },

    singleDocumentId,

    /**
     * Why a live alias has its path: written by hand, or generated by the rule its entry's
     * published version follows (alias-generator's `explain`), with whether the path is that
     * rule's path, the same with a collision suffix, or an older one the rule no longer gives.
     */
    async origin(alias: AliasRow): Promise<PathOrigin> {
      if (alias.generated !== true) return { kind: 'hand-written' };
      const rows = await entryRows(alias.contenttype, alias.entryDocumentId, alias.locale);
      const source = rows.find((row) => row.publishedAt !== null) ?? rows[0];
      if (!source) throw new errors.NotFoundError(`No entry ${alias.entryDocumentId} of ${alias.contenttype}`);
      const patterns = await getService(strapi, 'url-pattern').load();
      const rule = await getService(strapi, 'alias-generator').explain(alias.contenttype, source, alias.locale, patterns);
      const matches = alias.url_path === rule.basePath ? 'exact' : isPathOfBase(alias.url_path, rule.basePath) ? 'suffixed' : 'stale';
      return { kind: 'generated', matches, ...rule };
    },

    /**
     * The entry the panel is about: `documentId` when given, else a single type's one document
     * (its edit view has no id in the URL). A 400 naming `documentId` for a collection type
     * without one, a 404 for a single type that has no document yet.
     */
    async resolveDocumentId(uid: string, documentId: string | undefined): Promise<string> {
      if (documentId) return documentId;
      if (strapi.contentType(contentTypeUid(uid)).kind !== 'singleType') {
        throw new errors.ValidationError('documentId: an entry of a collection type is named by its documentId', { key: 'documentId' });
      }
      const single = await singleDocumentId(uid);
      if (!single) throw new errors.NotFoundError(`${uid} has no entry yet`, { contenttype: uid });
      return single;
    },

    aliasLocale,

    /** Refuses (404) an entry that has no version in `locale`. */
    async assertExists(uid: string, documentId: string, locale: string): Promise<void> {
      if ((await entryRows(uid, documentId, locale)).length === 0) {
        throw new errors.NotFoundError('Entry not found', { documentId, locale });
      }
    },

    /**
     * The entry's live path and the path its draft will publish to, in the locale its alias is
     * stored in, with no permission check: for callers that checked already (the Preview
     * panel's handler runs behind the admin's authentication). Null for an entry without a
     * version in that locale.
     */
    async paths(ref: Required<Pick<EntryRef, 'contenttype' | 'documentId'>> & EntryRef): Promise<EntryPaths | null> {
      const { locale, rows, alias } = await entryState(ref);
      if (rows.length === 0) return null;
      return { locale, ...(await pathsOf(ref.contenttype, locale, rows, alias)) };
    },

    /**
     * The entry's live path, the path its draft will publish to, how that path is made, whether
     * the caller may change that, and the redirect a publish would replace, for a caller whose
     * Content Manager permissions let them read the entry (403 otherwise).
     */
    async find(
      caller: AdminCaller,
      ref: Required<Pick<EntryRef, 'contenttype' | 'documentId'>> & EntryRef
    ): Promise<FindEntryAlias.Response['data']> {
      const uid = ref.contenttype;
      const { locale, rows, alias } = await entryState(ref);
      if (rows.length === 0) throw new errors.NotFoundError('Entry not found', { documentId: ref.documentId, locale });
      assertRowsAllow(caller.ability, 'read', uid, rows);
      const { livePath, nextPath, manualPath } = await pathsOf(uid, locale, rows, alias);
      const permission = getService(strapi, 'entry-url-permission');
      const schema = strapi.contentType(contentTypeUid(uid));
      return {
        livePath,
        nextPath,
        generated: manualPath === null,
        manualPath,
        frontendUrl: frontendBaseFor(config(), locale),
        canEditPath: await permission.canEdit(caller, { uid, documentId: ref.documentId, locale }),
        // A live path has no redirect from it: the redirects addon removes one when a path goes live.
        replacesRedirect: nextPath === livePath ? null : await redirects().find(nextPath, locale),
        // A single type gets "/" from a pattern; an entry of a collection type can be made the front page.
        frontPage:
          schema.kind === 'singleType'
            ? null
            : { current: nextPath === '/', setInConfig: frontPageRuleFor(config().frontPage, locale) !== undefined },
      };
    },

    /**
     * Whether `path` can be the hand-written path of the entry (its format, and that it is free),
     * and the published redirect from it that the path would replace once live.
     */
    async check(ref: EntryRef, path: unknown): Promise<CheckEntryAlias.Response['data']> {
      let normalized: string;
      try {
        // Hand-written paths take the stored form of the path policy, as generated ones do.
        normalized = foldPathCase(normalizeSitePath(path), pathPolicy(strapi));
      } catch (error) {
        if (!(error instanceof InvalidPathError)) throw error;
        return { ok: false, reason: error.problem, message: error.message };
      }
      const locale = await aliasLocale(ref);
      const taken = await store().isTakenByAnother(normalized, locale, {
        contenttype: ref.contenttype,
        entryDocumentId: ref.documentId,
      });
      if (taken) return { ok: false, reason: 'taken', message: 'path is already used by another entry' };
      return { ok: true, path: normalized, replacesRedirect: await redirects().find(normalized, locale) };
    },
  };
};

export default entryAlias;
