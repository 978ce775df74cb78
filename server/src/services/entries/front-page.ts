import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { contentTypeOf, contentTypeUid } from 'sitetools-kit/uid';
import type { Config } from '../../config';
import { isSitetoolsEnabled } from '../../domain/content-type';
import { frontPageRuleFor, frontPageWhere, type FrontPageRule } from '../../domain/front-page';
import { isUniqueViolation } from '../../database/errors';
import type { AliasRow } from '../aliases';
import type { AdminCaller } from '../access';
import { getService } from '../get-service';
import { choosePath } from './path-choice';

const ROOT = '/';

/**
 * The site's front page: the entry of a collection type whose path is `/` in a locale. The admin
 * panel makes an entry the front page by giving it `/` as its hand-written path (the same way a
 * path typed in the panel travels, services/aliases/manual-alias), after handing the previous front page
 * back to the generator; the plugin config (`frontPage`) makes the generator give its entry `/`
 * (services/aliases/alias-generator). Either way the move is an alias change like any other: announced,
 * so that the redirects addon leaves a redirect from the old path.
 */
const frontPage = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => strapi.config.get('plugin::sitetools') as Config;
  const store = () => getService(strapi, 'alias-store');
  const changes = () => getService(strapi, 'alias-changes');
  const entries = () => getService(strapi, 'entry-alias');
  const permission = () => getService(strapi, 'entry-url-permission');

  const isLocalized = (uid: string): boolean => getService(strapi, 'content-types').localized(uid) === true;

  const choose = (uid: string, documentId: string, locale: string, choice: '' | typeof ROOT) =>
    choosePath(strapi, uid, documentId, locale, choice);

  /** The aliases of other entries that hold `/` where the entry's alias in `locale` needs it. */
  const otherHolders = async (uid: string, documentId: string, locale: string): Promise<AliasRow[]> =>
    (await store().holdersOf(ROOT, locale)).filter((row) => !(row.contenttype === uid && row.entryDocumentId === documentId));

  /** The entry the config names for `locale`, if it exists. */
  const configuredEntry = async (rule: FrontPageRule, locale: string): Promise<string | undefined> => {
    const where = { ...frontPageWhere(rule), ...(isLocalized(rule.contentType) ? { locale } : {}) };
    const row = (await strapi.db.query(rule.contentType).findOne({ select: ['documentId'], where })) as { documentId: string } | null;
    return row?.documentId;
  };

  /**
   * Moves the configured entry's generated alias onto `/` when it holds a suffixed `/-2` (it was
   * saved while another entry had `/`): the generator keeps a path that derives from its base, so
   * a reconcile alone would leave it there. The move is announced like any other.
   */
  const takeRoot = async (uid: string, documentId: string, locale: string) => {
    const alias = (await store().findByEntry(uid, documentId)).find((row) => row.locale === locale);
    if (!alias?.generated || alias.url_path === ROOT) return;
    try {
      await store().updateIfUnchanged(alias, { url_path: ROOT });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      strapi.log.warn(
        `sitetools: frontPage.${locale}: "/" is held by another entry's generated path, ${uid} ${documentId} keeps ${alias.url_path}`
      );
      return;
    }
    const owner = { contenttype: uid, entryDocumentId: documentId, locale };
    await changes().settle([{ owner, before: alias, after: { ...alias, url_path: ROOT } }], {});
  };

  return {
    /**
     * Makes entry `documentId` of collection type `uid` the front page in `locale`: the entry
     * holding `/` by hand gets its generated path back, then this one gets `/`. Refused (400)
     * for a single type, a locale whose front page the config sets, or when `/` is what a
     * pattern generates for another entry; 403 unless the caller may edit both entries' URLs.
     */
    async make(caller: AdminCaller, uid: string, documentId: string, requestedLocale: string | undefined): Promise<void> {
      if (strapi.contentType(contentTypeUid(uid)).kind === 'singleType') {
        throw new errors.ValidationError(
          'contenttype: a single type gets "/" from a pattern; only an entry of a collection type is made the front page',
          {
            key: 'contenttype',
          }
        );
      }
      const locale = await entries().aliasLocale({ contenttype: uid, documentId, locale: requestedLocale });
      if (frontPageRuleFor(settings().frontPage, locale)) {
        throw new errors.ValidationError(`locale: the front page of ${locale} is set in the plugin config (frontPage)`, { key: 'locale' });
      }
      await entries().assertExists(uid, documentId, locale);
      await permission().assertCanEdit(caller, { uid, documentId, locale });
      const holders = await otherHolders(uid, documentId, locale);
      const generated = holders.find((holder) => holder.generated !== null);
      if (generated) {
        throw new errors.ValidationError(`path: "/" is the generated path of ${generated.contenttype} ${generated.entryDocumentId}`, {
          key: 'path',
        });
      }
      for (const holder of holders) {
        await permission().assertCanEdit(caller, { uid: holder.contenttype, documentId: holder.entryDocumentId, locale: holder.locale });
      }
      for (const holder of holders) await choose(holder.contenttype, holder.entryDocumentId, holder.locale, '');
      await choose(uid, documentId, locale, ROOT);
    },

    /** Stops the start (with a message naming the option) when `frontPage` names no usable entry. */
    check(): void {
      for (const [locale, rule] of Object.entries(settings().frontPage)) {
        const schema = contentTypeOf(strapi, rule.contentType);
        const problem = !schema
          ? 'does not exist'
          : !isSitetoolsEnabled(schema)
            ? 'does not have URL aliases enabled'
            : schema.kind === 'singleType'
              ? 'is a single type (give it the pattern "/" instead)'
              : 'field' in rule && !(rule.field in schema.attributes)
                ? `has no field ${rule.field}`
                : undefined;
        if (problem) throw new Error(`sitetools config: frontPage.${locale}: ${rule.contentType} ${problem}`);
      }
    },

    /**
     * Brings the paths in line with the config's front pages: in each locale that has one, the
     * other entry holding `/` gets its generated path back, then the configured entry is
     * reconciled (the generator gives it `/`; a path it had by hand gives way). Run once the
     * plugins are all started, so that the redirects addon hears the moves.
     */
    async applyConfigured(): Promise<void> {
      const rules = settings().frontPage;
      if (Object.keys(rules).length === 0) return;
      const locales = ((await strapi.plugin('i18n').service('locales').find()) as Array<{ code: string }>).map(({ code }) => code);
      for (const locale of locales) {
        const rule = frontPageRuleFor(rules, locale);
        if (!rule) continue;
        const documentId = await configuredEntry(rule, locale);
        if (!documentId) {
          // A "*" rule by documentId names an entry that need not exist in every locale.
          if (Object.hasOwn(rules, locale))
            strapi.log.warn(`sitetools: frontPage.${locale} names no entry of ${rule.contentType} yet; it gets "/" once it exists`);
          continue;
        }
        for (const holder of await otherHolders(rule.contentType, documentId, locale)) {
          if (holder.generated === null) await choose(holder.contenttype, holder.entryDocumentId, holder.locale, '');
          else await changes().reconcile(holder.contenttype, holder.entryDocumentId);
        }
        await choose(rule.contentType, documentId, locale, '');
        await takeRoot(rule.contentType, documentId, locale);
      }
    },
  };
};

export default frontPage;
