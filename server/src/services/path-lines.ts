import type { Core } from '@strapi/strapi';
import { contentTypes } from '@strapi/utils';
import { InvalidPathError, normalizePath } from 'sitetools-kit/path';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { PathLine, PathLineResult } from '../../../shared/contracts/webtools-import';
import { isSitetoolsEnabled } from '../domain/content-type';
import { getService } from './get-service';

class Refused extends Error {}

/**
 * Sets paths on entries, line by line: every path rule and the uniqueness check apply, a refused
 * line is reported and changes nothing, and the lines applied are written in one transaction.
 */
const pathLines = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');
  const isLocalized = (uid: string) =>
    strapi
      .plugin('i18n')
      .service('content-types')
      .isLocalizedContentType(strapi.contentType(contentTypeUid(uid)));

  /** The alias's locale and whether the entry is published there; refuses an unknown entry. */
  const entryIn = async (line: PathLine): Promise<{ locale: string; live: boolean }> => {
    const schema = strapi.contentTypes[contentTypeUid(line.contentType)];
    if (!schema || !isSitetoolsEnabled(schema)) throw new Refused(`${line.contentType} does not have URL aliases`);
    const localized = isLocalized(line.contentType);
    const rows = (await strapi.db.query(line.contentType).findMany({
      select: ['publishedAt'],
      where: { documentId: line.documentId, ...(localized ? { locale: line.locale } : {}) },
    })) as Array<{ publishedAt: string | null }>;
    if (rows.length === 0) throw new Refused(`no entry ${line.documentId} in locale ${line.locale}`);
    const locale = localized
      ? line.locale
      : await store().unlocalizedAliasLocale(await store().findByEntry(line.contentType, line.documentId));
    const live = !contentTypes.hasDraftAndPublish(schema) || rows.some((row) => row.publishedAt !== null);
    return { locale, live };
  };

  const applyLine = async (line: PathLine, claimed: Set<string>, dryRun: boolean): Promise<PathLineResult> => {
    let path: string;
    try {
      path = normalizePath(line.path);
    } catch (error) {
      if (error instanceof InvalidPathError) throw new Refused(error.message);
      throw error;
    }
    const { locale, live } = await entryIn(line);
    const owner = { contenttype: line.contentType, entryDocumentId: line.documentId, locale };
    const key = `${locale}\n${path}`;
    if (claimed.has(key)) throw new Refused(`${path} is on another line of this import`);
    if (await store().isTakenByAnother(path, locale, owner)) throw new Refused(`${path} is already used by another entry`);
    claimed.add(key);

    const generated = line.generated ? true : null;
    const alias = (await store().findByEntry(line.contentType, line.documentId)).find((row) => row.locale === locale);
    if (alias && alias.url_path === path && alias.generated === generated) return { line, status: 'unchanged' };
    if (!dryRun) {
      if (alias) await store().updateIfUnchanged(alias, { url_path: path, generated, live });
      else await store().createAsGiven({ ...owner, url_path: path, generated, live });
    }
    return { line, status: 'applied' };
  };

  return {
    /**
     * Applies `lines` (or, with `dryRun`, only checks them) and reports each. The writes share one
     * transaction (the caller's, when it has one): a failure that is not a refused line rolls
     * back every line.
     */
    async apply(lines: PathLine[], { dryRun }: { dryRun: boolean }): Promise<PathLineResult[]> {
      return await strapi.db.transaction(async (): Promise<PathLineResult[]> => {
        const claimed = new Set<string>();
        const results: PathLineResult[] = [];
        for (const line of lines) {
          try {
            results.push(await applyLine(line, claimed, dryRun));
          } catch (error) {
            if (!(error instanceof Refused)) throw error;
            results.push({ line, status: 'refused', message: error.message });
          }
        }
        return results;
      });
    },
  };
};

export default pathLines;
