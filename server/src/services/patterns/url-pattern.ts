import type { UrlPatternInput } from '../../../../shared/contracts/url-pattern';
import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Config } from '../../config';
import { isSitetoolsEnabled } from '../../domain/content-type';
import type { Pattern } from '../../domain/pattern/ast';
import { checkPattern, type SchemaLike as PatternSchema } from '../../domain/pattern/check';
import { PatternSyntaxError, parsePattern } from '../../domain/pattern/parse';
import { contentTypeOf, componentOf } from 'sitetools-kit/uid';

const URL_PATTERN_UID = 'plugin::sitetools.url-pattern';

export interface PatternRow {
  id: number;
  documentId: string;
  contenttype: string;
  localeCode: string | null;
  pattern: string;
}

/** The patterns in force, loaded once and asked many times. */
export interface PatternSet {
  /** The pattern for entries of `uid` in `locale`, or undefined for the default pattern. */
  resolve(uid: string, locale: string): Pattern | undefined;
  /** Every pattern with its content type. */
  all: Array<{ contenttype: string; pattern: Pattern }>;
}

// Patterns are parsed once per distinct source text; the text is the key, so every instance
// behind a load balancer computes the same thing and nothing needs invalidating.
const parsed = new Map<string, Pattern>();
const parseOnce = (source: string): Pattern => {
  let pattern = parsed.get(source);
  if (!pattern) {
    pattern = parsePattern(source);
    parsed.set(source, pattern);
  }
  return pattern;
};

/** URL patterns from the plugin config (read-only) and from the database (edited in the admin). */
const urlPattern = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(URL_PATTERN_UID);
  const config = () => strapi.config.get('plugin::sitetools') as Config;
  // A component has no pluralName: the check names only a relation's target, always a content type.
  const lookup = (uid: string): PatternSchema | undefined =>
    contentTypeOf(strapi, uid) ?? (componentOf(strapi, uid) as PatternSchema | undefined);

  const configured = (uid: string, locale: string): string | undefined => {
    const entry = config().patterns[uid];
    if (typeof entry === 'string' || entry === undefined) return entry;
    return entry[locale] ?? entry['*'];
  };

  /** The schema of a content type that has URL aliases; a 400 naming `contenttype` otherwise. */
  const enabledSchema = (uid: string): PatternSchema => {
    const schema = contentTypeOf(strapi, uid);
    if (!schema || !isSitetoolsEnabled(schema)) {
      throw new errors.ValidationError(`contenttype: ${String(uid)} does not have URL aliases enabled`, {
        key: 'contenttype',
      });
    }
    return schema;
  };

  type StoredPattern = Pick<PatternRow, 'contenttype' | 'localeCode' | 'pattern'>;
  const readStored = async () => (await rows().findMany({ select: ['contenttype', 'localeCode', 'pattern'] })) as StoredPattern[];

  // A SQLite database is served by one Strapi process, so there the stored patterns are kept in
  // memory and dropped on every write this process makes to them (`watchWrites`): a save reads no
  // pattern. Several processes may share a PostgreSQL or MySQL database, and a pattern saved by
  // another one would go unseen, so there every save reads them.
  let cached: Promise<StoredPattern[]> | undefined;
  const forget = () => {
    cached = undefined;
  };
  const storedPatterns = (): Promise<StoredPattern[]> => {
    if (strapi.db.dialect.client !== 'sqlite') return readStored();
    cached ??= readStored().catch((error: unknown) => {
      forget();
      throw error;
    });
    return cached;
  };

  /** Parses and checks a pattern for a content type; a 400 naming `pattern` lists the problems. */
  const validate = (uid: string, source: unknown): Pattern => {
    const schema = enabledSchema(uid);
    let pattern: Pattern;
    try {
      pattern = parsePattern(String(source ?? ''));
    } catch (error) {
      if (!(error instanceof PatternSyntaxError)) throw error;
      throw new errors.ValidationError(`pattern: ${error.message}`, { key: 'pattern', position: error.position });
    }
    const problems = checkPattern(pattern, schema, lookup);
    if (problems.length > 0) {
      throw new errors.ValidationError(`pattern: ${problems.map((p) => p.message).join('; ')}`, {
        key: 'pattern',
        problems,
      });
    }
    return pattern;
  };

  return {
    /** Content types and components by uid, as pattern checking and populating read them. */
    lookup,
    enabledSchema,

    validate,

    /**
     * Drops the patterns kept in memory whenever Strapi writes one (any Query Engine or Document
     * Service write, whoever makes it). A write inside a transaction is forgotten again when the
     * transaction ends: a read in between saw it uncommitted, and it may be rolled back.
     */
    watchWrites() {
      const written = () => {
        forget();
        if (strapi.db.inTransaction()) {
          // Joins the transaction under way only to register its callbacks, which cannot fail;
          // what it resolves with is that transaction's, whose caller awaits it.
          void strapi.db.transaction(({ onCommit, onRollback }) => {
            onCommit(forget);
            onRollback(forget);
          });
        }
      };
      strapi.db.lifecycles.subscribe({
        models: [URL_PATTERN_UID],
        afterCreate: written,
        afterCreateMany: written,
        afterUpdate: written,
        afterUpdateMany: written,
        afterDelete: written,
        afterDeleteMany: written,
      });
    },

    /** Every pattern, config and database, for one save or batch (read in one query, or kept: `storedPatterns`). */
    async load(): Promise<PatternSet> {
      const stored = await storedPatterns();
      const fromConfig = Object.entries(config().patterns).flatMap(([contenttype, entry]) =>
        typeof entry === 'string' ? [{ contenttype, pattern: entry }] : Object.values(entry).map((pattern) => ({ contenttype, pattern }))
      );
      return {
        resolve(uid, locale) {
          const source =
            configured(uid, locale) ??
            (config().patterns[uid]
              ? undefined
              : (
                  stored.find((r) => r.contenttype === uid && r.localeCode === locale) ??
                  stored.find((r) => r.contenttype === uid && r.localeCode === null)
                )?.pattern);
          return source ? parseOnce(source) : undefined;
        },
        all: [...fromConfig, ...stored].map(({ contenttype, pattern }) => ({ contenttype, pattern: parseOnce(pattern) })),
      };
    },

    /** Every pattern: those of the config (read-only) and those saved in the database. */
    async list() {
      const fromConfig = Object.entries(config().patterns).flatMap(([contenttype, entry]) =>
        typeof entry === 'string'
          ? [{ contenttype, localeCode: null, pattern: entry, source: 'config' as const }]
          : Object.entries(entry).map(([locale, pattern]) => ({
              contenttype,
              localeCode: locale === '*' ? null : locale,
              pattern,
              source: 'config' as const,
            }))
      );
      const stored = ((await rows().findMany({ orderBy: [{ contenttype: 'asc' }, { id: 'asc' }] })) as PatternRow[]).map((row) => ({
        ...row,
        source: 'database' as const,
      }));
      return [...fromConfig, ...stored];
    },

    /** Saves a pattern after validating it; `id` updates an existing one. */
    async save(input: UrlPatternInput, id?: number): Promise<PatternRow> {
      const localeCode = input.localeCode || null;
      validate(input.contenttype, input.pattern);
      if (config().patterns[input.contenttype]) {
        throw new errors.ValidationError(`contenttype: the patterns of ${input.contenttype} are set in the plugin config`, {
          key: 'contenttype',
        });
      }
      if (localeCode && !(await strapi.plugin('i18n').service('locales').findByCode(localeCode))) {
        throw new errors.ValidationError(`localeCode: ${localeCode} is not a locale of this site`, { key: 'localeCode' });
      }
      const clash = await rows().findOne({
        select: ['id'],
        where: { contenttype: input.contenttype, localeCode, ...(id ? { id: { $ne: id } } : {}) },
      });
      if (clash) {
        throw new errors.ValidationError(`localeCode: ${input.contenttype} already has a pattern for this locale`, {
          key: 'localeCode',
        });
      }
      const data = { contenttype: input.contenttype, localeCode, pattern: input.pattern };
      const saved = (await (id ? rows().update({ where: { id }, data }) : rows().create({ data }))) as PatternRow | null;
      if (!saved) throw new errors.NotFoundError(`No URL pattern ${id}`);
      return saved;
    },

    async remove(id: number): Promise<void> {
      const deleted = await rows().delete({ where: { id } });
      if (!deleted) throw new errors.NotFoundError(`No URL pattern ${id}`);
    },
  };
};

export default urlPattern;
