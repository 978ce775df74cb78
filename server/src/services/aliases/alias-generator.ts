import type { Core } from '@strapi/strapi';
import type { Config } from '../../config';
import { type SchemaLike, findUidField } from '../../domain/content-type';
import { renderDefaultPath } from '../../domain/default-pattern';
import { isConfiguredFrontPage } from '../../domain/front-page';
import type { Pattern } from '../../domain/pattern/ast';
import { tellsEntriesApart, type SchemaLike as PatternSchema } from '../../domain/pattern/check';
import { populateFor } from '../../domain/pattern/populate';
import { renderFallback, renderPattern, tokenValues, type TokenValue } from '../../domain/pattern/render';
import type { PatternSet } from '../patterns';
import { getService } from '../get-service';
import { contentTypeUid } from 'sitetools-kit/uid';
import { foldPathCase } from 'sitetools-kit/path-policy';
import { pathPolicy } from '../platform';

/**
 * The rule an entry's generated path follows: `front-page` (the plugin config's front page),
 * `pattern` (the type's pattern for the locale, with what each token gave) or `default` (no
 * pattern: `/<pluralName>/<uid field>`); `basePath` is the path before any collision suffix.
 */
export interface PathRule {
  rule: 'front-page' | 'pattern' | 'default';
  pattern: string | null;
  tokens: TokenValue[];
  basePath: string;
}

/** An entry row as the query engine returns it: its own scalar fields. */
export type EntrySource = Record<string, unknown> & { id: number; documentId: string };

/**
 * Decides the path an entry should have: its content type's pattern (config or database) for the
 * locale, or the zero-configuration `/[pluralName]/[uid field]` when there is none. A single
 * type's pattern may be literal text only (`/about`, `/`); a collection type's pattern that
 * renders nothing readable for an entry gives its literal text and the documentId.
 */
const aliasGenerator = ({ strapi }: { strapi: Core.Strapi }) => {
  const schemaOf = (uid: string): SchemaLike & PatternSchema => strapi.contentType(contentTypeUid(uid));
  const config = () => strapi.config.get('plugin::sitetools') as Config;
  const patterns = () => getService(strapi, 'url-pattern');

  const defaultPath = (uid: string, entry: EntrySource) => {
    const schema = schemaOf(uid);
    const uidField = findUidField(schema);
    const { transliterate, separator, maxSegmentLength } = config();
    return renderDefaultPath(
      {
        pluralName: schema.info.pluralName,
        uidValue: uidField ? entry[uidField.field] : undefined,
        uidTargetValue: uidField?.targetField ? entry[uidField.targetField] : undefined,
        documentId: entry.documentId,
      },
      { transliterate, separator, maxSegmentLength }
    );
  };

  /**
   * What rendering `pattern` for several entries of `uid` needs: each entry with the relations
   * and components the pattern reads (one query for all of them), its context, and the options.
   */
  const prepare = async (uid: string, pattern: Pattern, entries: EntrySource[], locale: string) => {
    const schema = schemaOf(uid);
    const populate = populateFor(pattern, schema, patterns().lookup);
    const related = new Map<number, Record<string, unknown>>();
    if (Object.keys(populate).length && entries.length) {
      const rows = (await strapi.db.query(uid).findMany({
        select: ['id'],
        where: { id: { $in: entries.map((entry) => entry.id) } },
        populate,
      })) as Array<Record<string, unknown> & { id: number }>;
      for (const row of rows) related.set(row.id, row);
    }
    const { transliterate, separator } = config();
    // A single type has one entry per locale: a pattern without entry values (`/about`,
    // `/[locale]`, `/`) gives its literal text. One with fields falls back like a collection's
    // when they are empty, rather than giving an unreadable title the path `/`.
    const literal = schema.kind === 'singleType' && !tellsEntriesApart(pattern);
    const options = { transliterate, separator, literal };
    return entries.map((entry) => ({
      entry: { ...entry, ...related.get(entry.id) },
      context: { documentId: entry.documentId, locale, pluralName: schema.info.pluralName },
      options,
    }));
  };

  /** Renders `pattern` for several entries of `uid` (see `prepare`). */
  const renderMany = async (uid: string, pattern: Pattern, entries: EntrySource[], locale: string): Promise<string[]> =>
    (await prepare(uid, pattern, entries, locale)).map(
      ({ entry, context, options }) => renderPattern(pattern, entry, context, options) ?? renderFallback(pattern, context, options)
    );

  // Every generated path takes the stored form of the path policy (lowercased when case does not
  // count), so that a pattern's text or a field value in capitals cannot make a second path.
  const stored = (path: string) => foldPathCase(path, pathPolicy(strapi));

  // The front page the plugin config sets for the locale has `/`, whatever its pattern.
  const isFrontPage = (uid: string, entry: EntrySource, locale: string) => isConfiguredFrontPage(config().frontPage, uid, locale, entry);

  return {
    /** The path `entry` (a row of `uid` in `locale`) should have, before any collision suffix. */
    async basePath(uid: string, entry: EntrySource, locale: string, patternSet: PatternSet): Promise<string> {
      if (isFrontPage(uid, entry, locale)) return '/';
      const pattern = patternSet.resolve(uid, locale);
      return stored(pattern ? (await renderMany(uid, pattern, [entry], locale))[0] : defaultPath(uid, entry));
    },

    /**
     * The paths `entries` (rows of `uid` in `locale`) should have, reading what their pattern
     * needs in one query for all of them (bulk generation).
     */
    async basePaths(uid: string, entries: EntrySource[], locale: string, patternSet: PatternSet): Promise<string[]> {
      const pattern = patternSet.resolve(uid, locale);
      const paths = pattern ? await renderMany(uid, pattern, entries, locale) : entries.map((entry) => defaultPath(uid, entry));
      return paths.map((path, i) => (isFrontPage(uid, entries[i], locale) ? '/' : stored(path)));
    },

    isFrontPage,

    /**
     * Where the path `entry` (a row of `uid` in `locale`) should have comes from: the front page
     * setting, the type's pattern with what each token gives, or the zero-configuration default.
     */
    async explain(uid: string, entry: EntrySource, locale: string, patternSet: PatternSet): Promise<PathRule> {
      if (isFrontPage(uid, entry, locale)) return { rule: 'front-page', pattern: null, tokens: [], basePath: '/' };
      const pattern = patternSet.resolve(uid, locale);
      if (!pattern) return { rule: 'default', pattern: null, tokens: [], basePath: stored(defaultPath(uid, entry)) };
      const [prepared] = await prepare(uid, pattern, [entry], locale);
      const rendered = renderPattern(pattern, prepared.entry, prepared.context, prepared.options);
      return {
        rule: 'pattern',
        pattern: pattern.source,
        tokens: tokenValues(pattern, prepared.entry, prepared.context, prepared.options),
        basePath: stored(rendered ?? renderFallback(pattern, prepared.context, prepared.options)),
      };
    },

    /** The paths `pattern` gives these entries, without writing anything (previews). */
    preview: renderMany,
  };
};

export default aliasGenerator;
