import type { Core } from '@strapi/strapi';
import type { UrlPatternInput } from '../../../../shared/contracts/url-pattern';
import { isPathOfBase } from '../../domain/unique-path';
import type { AliasRow, EntrySource } from '../aliases';
import { getService } from '../get-service';

const SAMPLE = 10;
// Aliases compared per query while counting: memory stays flat on large sites.
const BATCH = 200;

/** What a pattern (saved or not) would do, without writing anything. */
const patternPreview = ({ strapi }: { strapi: Core.Strapi }) => {
  const patterns = () => getService(strapi, 'url-pattern');
  const generator = () => getService(strapi, 'alias-generator');
  const store = () => getService(strapi, 'alias-store');

  /** The rows paths are made from: the published version of each entry, else its draft. */
  const sourcesOf = async (uid: string, aliases: AliasRow[], locale: string, localized: boolean) => {
    const rows = (await strapi.db.query(uid).findMany({
      where: { documentId: { $in: aliases.map((alias) => alias.entryDocumentId) }, ...(localized ? { locale } : {}) },
      orderBy: { id: 'asc' },
    })) as Array<EntrySource & { publishedAt: string | null }>;
    const byDocument = new Map<string, EntrySource & { publishedAt: string | null }>();
    for (const row of rows) {
      const known = byDocument.get(row.documentId);
      if (!known || (known.publishedAt === null && row.publishedAt !== null)) byDocument.set(row.documentId, row);
    }
    return byDocument;
  };

  return {
    /**
     * The paths the pattern gives the first entries, and how many existing generated paths
     * would change (hand-written ones never do) among all entries of the type in that locale.
     */
    async preview({ contenttype, localeCode, pattern: source }: UrlPatternInput) {
      const pattern = patterns().validate(contenttype, source);
      const localized = getService(strapi, 'content-types').localized(contenttype) === true;
      // The aliases of a type that is not localized are all in one locale, whatever is asked.
      const locale: string = localized
        ? localeCode || (await strapi.plugin('i18n').service('locales').getDefaultLocale())
        : await store().unlocalizedAliasLocale([]);
      const samples: Array<{ entryDocumentId: string; current: string; next: string }> = [];
      let changed = 0;
      let total = 0;
      // Paged on id rather than offset, so each page costs the same however far in it is.
      for (let lastId = 0; ;) {
        const aliases = await store().pageOfType(contenttype, locale, lastId, BATCH);
        if (aliases.length === 0) break;
        lastId = aliases[aliases.length - 1].id;
        const sources = await sourcesOf(contenttype, aliases, locale, localized);
        const withSource = aliases.filter((alias) => sources.has(alias.entryDocumentId));
        const entries = withSource.map((alias) => sources.get(alias.entryDocumentId) as EntrySource);
        const next = await generator().preview(contenttype, pattern, entries, locale);
        withSource.forEach((alias, i) => {
          total += 1;
          if (alias.generated === true && !isPathOfBase(alias.url_path, next[i])) changed += 1;
          if (samples.length < SAMPLE) {
            samples.push({ entryDocumentId: alias.entryDocumentId, current: alias.url_path, next: next[i] });
          }
        });
      }
      return { locale, samples, changed, total };
    },
  };
};

export default patternPreview;
