import type { Core } from '@strapi/strapi';
import { contentTypes, errors } from '@strapi/utils';
import { contentTypeUid } from 'sitetools-kit/uid';
import type {
  ConvertedPattern,
  KeptPath,
  PathLine,
  SkippedAlias,
  WebtoolsImportReport,
} from '../../../shared/contracts/webtools-import';
import { readWebtoolsTables, type WebtoolsAliasRow, type WebtoolsPatternRow } from '../database/webtools-tables';
import type { Pattern } from '../domain/pattern/ast';
import { isPathOfBase } from '../domain/unique-path';
import { isSitetoolsEnabled } from '../domain/content-type';
import { convertWebtoolsPattern } from '../domain/webtools-pattern';
import type { EntrySource } from './alias-generator';
import { getService } from './get-service';
import type { PatternSet } from './url-pattern';

const hasDraftAndPublish = (strapi: Core.Strapi, uid: string): boolean => {
  const schema = strapi.contentTypes[contentTypeUid(uid)];
  return schema ? contentTypes.hasDraftAndPublish(schema) : false;
};

/**
 * The line of each entry and locale: the alias Webtools served it at. With draft & publish that is
 * the alias its published row pointed at; an entry that was never published served nothing.
 */
const linesOf = (strapi: Core.Strapi, aliases: WebtoolsAliasRow[]): { lines: PathLine[]; skipped: SkippedAlias[] } => {
  const chosen = new Map<string, WebtoolsAliasRow>();
  for (const alias of aliases) {
    const key = [alias.contenttype, alias.entry_document_id, alias.locale ?? ''].join('\n');
    const seen = chosen.get(key);
    if (!seen || (alias.published && !seen.published)) chosen.set(key, alias);
  }
  const lines: PathLine[] = [];
  const skipped: SkippedAlias[] = [];
  for (const alias of chosen.values()) {
    const { contenttype, entry_document_id: documentId, url_path: path } = alias;
    if (!alias.published && hasDraftAndPublish(strapi, contenttype)) {
      skipped.push({ contenttype, documentId, path, reason: 'the entry is not published: Webtools served nothing at this path' });
      continue;
    }
    // Webtools' column defaults to true: only an explicit false is a hand-written alias.
    lines.push({ contentType: contenttype, documentId, locale: alias.locale ?? '', path, generated: alias.generated !== false });
  }
  return { lines, skipped };
};

/**
 * Converts what Strapi Webtools left in the database (see database/webtools-tables): its URL
 * patterns become sitetools patterns, and every alias that served an entry becomes that entry's
 * path in the same locale, generated or hand-written as it was.
 */
const webtoolsImport = ({ strapi }: { strapi: Core.Strapi }) => {
  const patterns = () => getService(strapi, 'url-pattern');

  /** The sitetools patterns of one Webtools pattern: one for every locale, or one per listed locale. */
  const convertPattern = async (row: WebtoolsPatternRow, dryRun: boolean, parsed: Map<string, Pattern>): Promise<ConvertedPattern[]> => {
    const converted = convertWebtoolsPattern(row.pattern);
    const locales = row.languages.length > 0 ? row.languages : [null];
    const results: ConvertedPattern[] = [];
    for (const localeCode of locales) {
      const base = { contenttype: row.contenttype, localeCode, webtools: row.pattern };
      if (!converted.ok) {
        results.push({ ...base, pattern: null, status: 'refused', problems: converted.problems });
        continue;
      }
      try {
        const pattern = patterns().validate(row.contenttype, converted.pattern);
        if (!dryRun) await patterns().save({ contenttype: row.contenttype, localeCode, pattern: converted.pattern });
        parsed.set(`${row.contenttype}\n${localeCode ?? ''}`, pattern);
        results.push({ ...base, pattern: converted.pattern, status: 'saved', problems: [] });
      } catch (error) {
        if (!(error instanceof errors.ValidationError)) throw error;
        results.push({ ...base, pattern: converted.pattern, status: 'refused', problems: [{ token: row.pattern, reason: error.message }] });
      }
    }
    return results;
  };

  /** The patterns in force once the converted ones are saved (a dry run saves none). */
  const withConverted = async (parsed: Map<string, Pattern>): Promise<PatternSet> => {
    const saved = await patterns().load();
    return {
      all: saved.all,
      resolve: (uid, locale) => parsed.get(`${uid}\n${locale}`) ?? parsed.get(`${uid}\n`) ?? saved.resolve(uid, locale),
    };
  };

  /** The row a path is generated from: the entry's published version in `locale`, else its draft. */
  const sourceRow = async (line: PathLine): Promise<EntrySource | undefined> => {
    const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(strapi.contentType(contentTypeUid(line.contentType)));
    const rows = (await strapi.db.query(line.contentType).findMany({
      where: { documentId: line.documentId, ...(localized ? { locale: line.locale } : {}) },
      orderBy: { id: 'asc' },
    })) as Array<EntrySource & { publishedAt?: string | null }>;
    return rows.find((row) => row.publishedAt) ?? rows[0];
  };

  /**
   * A path Webtools generated stays generated when sitetools' pattern gives the same path (or a
   * suffixed one); otherwise it is kept as a hand-written path, so that its URL keeps serving the
   * entry, and listed in `kept` with the path sitetools would have generated.
   */
  const keepServing = async (lines: PathLine[], patternSet: PatternSet, kept: KeptPath[]): Promise<PathLine[]> => {
    const generator = getService(strapi, 'alias-generator');
    const result: PathLine[] = [];
    for (const line of lines) {
      const schema = strapi.contentTypes[contentTypeUid(line.contentType)];
      const row = line.generated && schema && isSitetoolsEnabled(schema) ? await sourceRow(line) : undefined;
      if (!row) {
        result.push(line);
        continue;
      }
      const generated = await generator.basePath(line.contentType, row, line.locale, patternSet);
      if (isPathOfBase(line.path, generated)) result.push(line);
      else {
        kept.push({ contenttype: line.contentType, documentId: line.documentId, locale: line.locale, path: line.path, generated });
        result.push({ ...line, generated: false });
      }
    }
    return result;
  };

  return {
    /**
     * Converts Webtools' patterns and aliases (or, with `dryRun`, reports what it would do). An
     * apply is one transaction: patterns and paths are written together or not at all.
     */
    async run({ dryRun }: { dryRun: boolean }): Promise<WebtoolsImportReport> {
      const found = await readWebtoolsTables(strapi);
      if (!found) return { dryRun, found: false, patterns: [], paths: [], skipped: [], kept: [] };
      const { lines, skipped } = linesOf(strapi, found.aliases);
      return strapi.db.transaction(async () => {
        const converted: ConvertedPattern[] = [];
        const parsed = new Map<string, Pattern>();
        for (const row of found.patterns) converted.push(...(await convertPattern(row, dryRun, parsed)));
        const kept: KeptPath[] = [];
        const serving = await keepServing(lines, await withConverted(parsed), kept);
        const paths = await getService(strapi, 'path-lines').apply(serving, { dryRun });
        return { dryRun, found: true, patterns: converted, paths, skipped, kept };
      });
    },
  };
};

export default webtoolsImport;
