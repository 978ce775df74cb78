import type { Core, UID } from '@strapi/strapi';
import { chunks } from 'sitetools-kit/statements';
import { contentTypeOf } from 'sitetools-kit/uid';
import { MANUAL_PATH_ATTRIBUTE } from '../../../../shared/contracts/entry-alias';
import { isSitetoolsEnabled } from '../../domain/content-type';
import { TEXT_FIELD_TYPES } from '../../domain/field-types';
import type { CheckedPathLine } from '../../domain/path-import-line';
import type { AliasRow } from '../aliases';
import { getService } from '../get-service';

/** The entry a line of a paths import names, in the locale its alias is stored in. */
export interface ImportEntry {
  contentType: string;
  documentId: string;
  /** The locale the entry's rows are read and written in; undefined for a type that is not localized. */
  rowLocale?: string;
  /** The locale of the entry's alias (for a type that is not localized, the store's rule). */
  aliasLocale: string;
  /** The hand-written path choice of each of the entry's rows (draft and published) in that locale. */
  choices: Array<string | null>;
  alias?: AliasRow;
}

interface Attribute {
  type?: string;
  private?: boolean;
}

/** A line's entry key and locale, resolved before its rows are read in batches. */
interface Resolved {
  uid: string;
  key: { documentId: string } | { field: string; value: string };
  rowLocale?: string;
  inLocale: string;
}

/** A value of `rows` grouped by `keyOf`, each group in the rows' order. */
const groupBy = <T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};

/**
 * Finds the entry each line of a paths import names; answers the reason when there is none. The
 * lines are read together, a few queries per content type and locale for a whole batch, not a
 * few per line: a 100,000-line file is read in minutes, not hours.
 */
const pathImportEntry = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');
  const query = (uid: string) => strapi.db.query(uid as UID.Schema);

  /** Why `field` of `uid` cannot name an entry, if it cannot. */
  const unusableField = (uid: string, field: string): string | undefined => {
    const attribute = contentTypeOf(strapi, uid)?.attributes[field] as Attribute | undefined;
    // Text a person can write in a file; never a private attribute (or a password), so that the
    // import cannot probe hidden values.
    if (!attribute || attribute.private || !TEXT_FIELD_TYPES.has(attribute.type ?? '')) {
      return `${uid} has no field "${field}" to find an entry by (a text field such as slug)`;
    }
    return undefined;
  };

  /** The type and locale `checked` names, or why they name nothing. */
  const resolve = (checked: CheckedPathLine, defaultLocale: () => Promise<string>): Promise<Resolved | string> | Resolved | string => {
    const uid = checked.contentType;
    const schema = contentTypeOf(strapi, uid);
    if (!schema || !isSitetoolsEnabled(schema)) return `${uid} does not have URL aliases`;
    const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema) as boolean;
    if (!localized && checked.locale) return `${uid} is not localized: leave locale empty`;
    if ('field' in checked.entry) {
      const unusable = unusableField(uid, checked.entry.field);
      if (unusable) return unusable;
    }
    const resolved = (rowLocale: string | undefined): Resolved => ({
      uid,
      key: checked.entry,
      ...(rowLocale ? { rowLocale } : {}),
      inLocale: rowLocale ? ` in locale ${rowLocale}` : '',
    });
    if (!localized) return resolved(undefined);
    return checked.locale ? resolved(checked.locale) : defaultLocale().then(resolved);
  };

  const groupKey = (uid: string, rowLocale: string | undefined, field = '') => `${uid}\0${rowLocale ?? ''}\0${field}`;

  /** The documentIds with each value of `field`, for the lines of one type, locale and field (exact matches only). */
  const documentIdsByValue = async (group: Resolved[]): Promise<Map<string, Set<string>>> => {
    const { uid, rowLocale, key } = group[0] as Resolved & { key: { field: string } };
    const field = key.field;
    const values = [...new Set(group.map((line) => (line.key as { value: string }).value))];
    const found = new Map<string, Set<string>>();
    for (const batch of chunks(values)) {
      const rows = (await query(uid).findMany({
        select: ['documentId', field],
        where: { [field]: { $in: batch }, ...(rowLocale ? { locale: rowLocale } : {}) },
      })) as Array<Record<string, unknown> & { documentId: string }>;
      // MySQL and MariaDB compare text without case and trailing spaces: keep exact matches.
      for (const row of rows) {
        const value = row[field];
        if (typeof value === 'string' && batch.includes(value)) found.set(value, (found.get(value) ?? new Set()).add(row.documentId));
      }
    }
    return found;
  };

  /** The documentId a line names, or why it names none. */
  const documentIdOf = (line: Resolved, byValue: Map<string, Map<string, Set<string>>>): string | { reason: string } => {
    if ('documentId' in line.key) return line.key.documentId;
    const { field, value } = line.key;
    const found = [...(byValue.get(groupKey(line.uid, line.rowLocale, field))?.get(value) ?? [])];
    if (found.length === 0) return { reason: `no entry of ${line.uid} has ${field} = "${value}"${line.inLocale}` };
    if (found.length > 1)
      return { reason: `${found.length} entries of ${line.uid} have ${field} = "${value}"${line.inLocale}: give the documentId` };
    return found[0] as string;
  };

  /** The hand-written path choice of each row of the given entries of one type and locale, by documentId. */
  const choicesOf = async (
    uid: string,
    rowLocale: string | undefined,
    documentIds: string[]
  ): Promise<Map<string, Array<string | null>>> => {
    const choices = new Map<string, Array<string | null>>();
    for (const batch of chunks([...new Set(documentIds)])) {
      const rows = (await query(uid).findMany({
        select: ['id', 'documentId', MANUAL_PATH_ATTRIBUTE],
        where: { documentId: { $in: batch }, ...(rowLocale ? { locale: rowLocale } : {}) },
        orderBy: { id: 'asc' },
      })) as Array<Record<string, unknown> & { documentId: string }>;
      for (const row of rows) {
        const choice = typeof row[MANUAL_PATH_ATTRIBUTE] === 'string' ? (row[MANUAL_PATH_ATTRIBUTE] as string) : null;
        choices.set(row.documentId, [...(choices.get(row.documentId) ?? []), choice]);
      }
    }
    return choices;
  };

  /** Every alias of the given entries of one type, by documentId. */
  const aliasesOf = async (uid: string, documentIds: string[]): Promise<Map<string, AliasRow[]>> => {
    const rows: AliasRow[] = [];
    for (const batch of chunks([...new Set(documentIds)])) rows.push(...(await store().findByEntries(uid, batch)));
    return groupBy(rows, (row) => row.entryDocumentId);
  };

  return {
    /** The entry each of `checked` names, with its rows' choices and its alias; a string says why there is none. */
    async findAll(checked: readonly CheckedPathLine[]): Promise<Array<ImportEntry | string>> {
      let defaultLocale: Promise<string> | undefined;
      const readDefault = () => (defaultLocale ??= strapi.plugin('i18n').service('locales').getDefaultLocale() as Promise<string>);
      const resolved = await Promise.all(checked.map((line) => resolve(line, readDefault)));
      const lines = resolved.filter((line): line is Resolved => typeof line !== 'string');

      const byValue = new Map<string, Map<string, Set<string>>>();
      const byField = groupBy(
        lines.filter((line) => 'field' in line.key),
        (line) => groupKey(line.uid, line.rowLocale, (line.key as { field: string }).field)
      );
      for (const [key, group] of byField) byValue.set(key, await documentIdsByValue(group));

      const documentIds = lines.map((line) => documentIdOf(line, byValue));
      const named = lines.flatMap((line, i) =>
        typeof documentIds[i] === 'string' ? [{ line, documentId: documentIds[i] as string }] : []
      );
      const choices = new Map<string, Map<string, Array<string | null>>>();
      for (const [key, group] of groupBy(named, ({ line }) => groupKey(line.uid, line.rowLocale))) {
        const { uid, rowLocale } = (group[0] as { line: Resolved }).line;
        choices.set(
          key,
          await choicesOf(
            uid,
            rowLocale,
            group.map(({ documentId }) => documentId)
          )
        );
      }
      const aliases = new Map<string, Map<string, AliasRow[]>>();
      for (const [uid, group] of groupBy(named, ({ line }) => line.uid)) {
        aliases.set(
          uid,
          await aliasesOf(
            uid,
            group.map(({ documentId }) => documentId)
          )
        );
      }

      const entryOf = async (line: Resolved, documentId: string | { reason: string }): Promise<ImportEntry | string> => {
        if (typeof documentId !== 'string') return documentId.reason;
        const rows = choices.get(groupKey(line.uid, line.rowLocale))?.get(documentId);
        if (!rows) return `no entry of ${line.uid} has documentId ${documentId}${line.inLocale}`;
        const entryAliases = aliases.get(line.uid)?.get(documentId) ?? [];
        const aliasLocale = line.rowLocale ?? (await store().unlocalizedAliasLocale(entryAliases));
        return {
          contentType: line.uid,
          documentId,
          ...(line.rowLocale ? { rowLocale: line.rowLocale } : {}),
          aliasLocale,
          choices: rows,
          alias: entryAliases.find((alias) => alias.locale === aliasLocale),
        };
      };
      let next = 0;
      const found: Array<ImportEntry | string> = [];
      for (const line of resolved) {
        if (typeof line === 'string') found.push(line);
        else {
          found.push(await entryOf(line, documentIds[next] as string | { reason: string }));
          next += 1;
        }
      }
      return found;
    },
    /** Writes the choice (a hand-written path, or '' to generate) on every row of the entry in its locale. */
    async writeChoice(entry: ImportEntry, choice: string): Promise<void> {
      await query(entry.contentType).updateMany({
        where: { documentId: entry.documentId, ...(entry.rowLocale ? { locale: entry.rowLocale } : {}) },
        data: { [MANUAL_PATH_ATTRIBUTE]: choice },
      });
    },
  };
};

export default pathImportEntry;
