import type { Core } from '@strapi/strapi';
import { contentTypes, errors } from 'sitetools-kit/strapi-utils';
import { contentTypeOf } from 'sitetools-kit/uid';
import type { PathImportLine } from '../../../../shared/contracts/path-import';
import type { ConvertedPattern, KeptPath, WebtoolsImportReport } from '../../../../shared/contracts/webtools-import';
import { retryOnDeadlock } from '../../database/errors';
import { readWebtoolsTables, type WebtoolsPatternRow } from '../../database/webtools-tables';
import { isSitetoolsEnabled } from '../../domain/content-type';
import type { Pattern } from '../../domain/pattern/ast';
import { servedAliases, type ServedAlias } from '../../domain/webtools-aliases';
import { convertWebtoolsPattern } from '../../domain/webtools-pattern';
import type { EntrySource } from '../aliases';
import { getService } from '../get-service';
import type { PatternSet } from '../patterns';

/** Thrown to roll a dry run's transaction back. */
class RolledBack extends Error {}

/**
 * Converts what Strapi Webtools left in the database (see database/webtools-tables): its URL
 * patterns become sitetools patterns, and every alias that served an entry becomes a line of the
 * paths import (services/imports/path-import), which sets it under the rules of every other path.
 */
const webtoolsImport = ({ strapi }: { strapi: Core.Strapi }) => {
  const patterns = () => getService(strapi, 'url-pattern');
  const schemaOf = (uid: string) => contentTypeOf(strapi, uid);
  const isLocalized = (uid: string): boolean => getService(strapi, 'content-types').localized(uid) === true;

  /** The sitetools patterns of one Webtools pattern: one for every locale, or one per listed locale. */
  const convertPattern = async (row: WebtoolsPatternRow, parsed: Map<string, Pattern>): Promise<ConvertedPattern[]> => {
    if (row.unreadable) {
      const problems = [{ token: row.pattern, reason: row.unreadable }];
      return [{ contenttype: row.contenttype, localeCode: null, webtools: row.pattern, pattern: null, status: 'refused', problems }];
    }
    const converted = convertWebtoolsPattern(row.pattern);
    const results: ConvertedPattern[] = [];
    for (const localeCode of row.languages.length > 0 ? row.languages : [null]) {
      const base = { contenttype: row.contenttype, localeCode, webtools: row.pattern };
      if (!converted.ok) {
        results.push({ ...base, pattern: null, status: 'refused', problems: converted.problems });
        continue;
      }
      try {
        const pattern = patterns().validate(row.contenttype, converted.pattern);
        await patterns().save({ contenttype: row.contenttype, localeCode, pattern: converted.pattern });
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

  /** The path sitetools generates for the entry (its published version, else its draft), if it can. */
  const generatedPath = async (alias: ServedAlias, patternSet: PatternSet): Promise<string | undefined> => {
    const schema = schemaOf(alias.contentType);
    if (!schema || !isSitetoolsEnabled(schema)) return undefined;
    const locale = isLocalized(alias.contentType) ? alias.locale : null;
    const rows = (await strapi.db.query(alias.contentType).findMany({
      where: { documentId: alias.documentId, ...(locale ? { locale } : {}) },
      orderBy: { id: 'asc' },
    })) as Array<EntrySource & { publishedAt?: string | null }>;
    const row = rows.find((candidate) => candidate.publishedAt) ?? rows[0];
    return row ? getService(strapi, 'alias-generator').basePath(alias.contentType, row, locale ?? '', patternSet) : undefined;
  };

  /**
   * The import line of each served alias. A generated alias stays generated only where the
   * converted pattern gives the entry exactly that path; otherwise (Webtools slugifies and
   * suffixes differently) its path is kept as written, so that its URL keeps serving the entry,
   * and listed in `kept`.
   */
  const linesOf = async (served: ServedAlias[], patternSet: PatternSet, kept: KeptPath[]): Promise<PathImportLine[]> => {
    const lines: PathImportLine[] = [];
    for (const alias of served) {
      const locale = isLocalized(alias.contentType) ? (alias.locale ?? '') : '';
      const line = { line: lines.length + 1, contentType: alias.contentType, documentId: alias.documentId, locale };
      const generated = alias.generated ? await generatedPath(alias, patternSet) : undefined;
      if (generated === alias.path) {
        lines.push({ ...line, generated: true });
        continue;
      }
      if (generated !== undefined)
        kept.push({ contenttype: alias.contentType, documentId: alias.documentId, locale, path: alias.path, generated });
      lines.push({ ...line, path: alias.path, generated: false });
    }
    return lines;
  };

  /**
   * After an apply, the lines whose generated path went elsewhere (another entry of the import
   * took it first) get their Webtools path back, by hand.
   */
  const keepGeneratedPaths = async (lines: PathImportLine[], served: ServedAlias[], kept: KeptPath[]): Promise<PathImportLine[]> => {
    const redo: PathImportLine[] = [];
    for (const [i, line] of lines.entries()) {
      if (line.generated !== true) continue;
      const alias = served[i];
      const stored = await getService(strapi, 'alias-store').findByEntry(alias.contentType, alias.documentId);
      const now = stored.find((row) => row.locale === line.locale || !isLocalized(alias.contentType));
      if (now?.url_path === alias.path) continue;
      kept.push({
        contenttype: alias.contentType,
        documentId: alias.documentId,
        locale: String(line.locale),
        path: alias.path,
        generated: now?.url_path ?? '',
      });
      redo.push({ ...line, line: redo.length + 1, path: alias.path, generated: false });
    }
    return redo;
  };

  /** Converts and saves the patterns, and makes the paths import's lines. */
  const convert = async (found: { patterns: WebtoolsPatternRow[] }, served: ServedAlias[]) => {
    const parsed = new Map<string, Pattern>();
    const converted: ConvertedPattern[] = [];
    for (const row of found.patterns) converted.push(...(await convertPattern(row, parsed)));
    const kept: KeptPath[] = [];
    const lines = await linesOf(served, await withConverted(parsed), kept);
    return { converted, kept, lines };
  };

  /** What `work` gives, run in a transaction that is rolled back afterwards. */
  const withoutCommit = async <T>(work: () => Promise<T>): Promise<T> => {
    let result: { value: T } | undefined;
    try {
      await strapi.db.transaction(async () => {
        result = { value: await work() };
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack) || !result) throw error;
    }
    return (result as { value: T }).value;
  };

  return {
    /**
     * Converts Webtools' patterns and aliases, or with `dryRun` reports what it would do. An
     * apply saves the patterns and writes the paths in one transaction, so that a failure part
     * way leaves nothing of either; the entries' aliases then follow as after any paths import.
     */
    async run({ dryRun }: { dryRun: boolean }): Promise<WebtoolsImportReport> {
      const found = await readWebtoolsTables(strapi);
      const empty = {
        dryRun,
        patterns: [],
        skipped: [],
        kept: [],
        paths: { dryRun, summary: { write: 0, generate: 0, unchanged: 0, refuse: 0 }, lines: [] },
      };
      if (!found) return { ...empty, found: false };
      const { served, unserved } = servedAliases(found.aliases, (uid) => {
        const schema = schemaOf(uid);
        return schema ? contentTypes.hasDraftAndPublish(schema) : false;
      });
      const pathImport = getService(strapi, 'path-import');
      if (dryRun) {
        // The patterns are converted exactly as an apply converts them, saves included, in a
        // transaction that is then rolled back: the dry run and the apply cannot disagree.
        const { converted, kept, lines } = await withoutCommit(() => convert(found, served));
        return { dryRun, found: true, patterns: converted, paths: await pathImport.run(lines, { dryRun }), skipped: unserved, kept };
      }
      const applied = await retryOnDeadlock(() =>
        strapi.db.transaction(async () => {
          const conversion = await convert(found, served);
          return { ...conversion, planned: await pathImport.write(conversion.lines) };
        })
      );
      const { converted, kept, lines } = applied;
      const paths = await pathImport.follow(applied.planned);
      const redo = await keepGeneratedPaths(lines, served, kept);
      // Their lines follow the first run's in the report, numbered on from them.
      const again = redo.length > 0 ? await pathImport.run(redo, { dryRun }) : undefined;
      for (const line of again?.lines ?? []) {
        paths.lines.push({ ...line, line: lines.length + line.line });
        paths.summary[line.action] += 1;
      }
      return { dryRun, found: true, patterns: converted, paths, skipped: unserved, kept };
    },
  };
};

export default webtoolsImport;
