import type { Core, UID } from '@strapi/strapi';
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

/** Finds the entry each line of a paths import names; answers the reason when there is none. */
const pathImportEntry = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');
  const query = (uid: string) => strapi.db.query(uid as UID.Schema);

  /** The documentId of the one entry whose `field` is exactly `value`, or why there is none. */
  const byField = async (uid: string, field: string, value: string, locale: string | undefined, inLocale: string) => {
    const attribute = contentTypeOf(strapi, uid)?.attributes[field] as Attribute | undefined;
    // Text a person can write in a file; never a private attribute (or a password), so that the
    // import cannot probe hidden values.
    if (!attribute || attribute.private || !TEXT_FIELD_TYPES.has(attribute.type ?? '')) {
      return `${uid} has no field "${field}" to find an entry by (a text field such as slug)`;
    }
    const rows = (await query(uid).findMany({
      select: ['documentId', field],
      where: { [field]: value, ...(locale ? { locale } : {}) },
    })) as Array<Record<string, unknown> & { documentId: string }>;
    // MySQL and MariaDB compare text without case and trailing spaces: keep exact matches.
    const found = [...new Set(rows.filter((row) => row[field] === value).map((row) => row.documentId))];
    if (found.length === 0) return `no entry of ${uid} has ${field} = "${value}"${inLocale}`;
    if (found.length > 1) return `${found.length} entries of ${uid} have ${field} = "${value}"${inLocale}: give the documentId`;
    return { documentId: found[0] };
  };

  return {
    /** The entry `checked` names, with its rows' choices and its alias; a string says why there is none. */
    async find(checked: CheckedPathLine): Promise<ImportEntry | string> {
      const uid = checked.contentType;
      const schema = contentTypeOf(strapi, uid);
      if (!schema || !isSitetoolsEnabled(schema)) return `${uid} does not have URL aliases`;
      const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema) as boolean;
      if (!localized && checked.locale) return `${uid} is not localized: leave locale empty`;
      const rowLocale = localized
        ? (checked.locale ?? ((await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string))
        : undefined;
      const inLocale = rowLocale ? ` in locale ${rowLocale}` : '';

      const key =
        'documentId' in checked.entry ? checked.entry : await byField(uid, checked.entry.field, checked.entry.value, rowLocale, inLocale);
      if (typeof key === 'string') return key;
      const rows = (await query(uid).findMany({
        select: ['id', MANUAL_PATH_ATTRIBUTE],
        where: { documentId: key.documentId, ...(rowLocale ? { locale: rowLocale } : {}) },
      })) as Array<Record<string, unknown>>;
      if (rows.length === 0) return `no entry of ${uid} has documentId ${key.documentId}${inLocale}`;

      const aliases = await store().findByEntry(uid, key.documentId);
      const aliasLocale = rowLocale ?? (await store().unlocalizedAliasLocale(aliases));
      return {
        contentType: uid,
        documentId: key.documentId,
        ...(rowLocale ? { rowLocale } : {}),
        aliasLocale,
        choices: rows.map((row) => (typeof row[MANUAL_PATH_ATTRIBUTE] === 'string' ? (row[MANUAL_PATH_ATTRIBUTE] as string) : null)),
        alias: aliases.find((alias) => alias.locale === aliasLocale),
      };
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
