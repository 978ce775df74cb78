import type { Core } from '@strapi/strapi';
import type { AdminFindUrlAliases } from '../../../../shared/contracts/url-alias';
import { contentManagerPath } from '../../domain/content-manager-path';
import type { AliasListQuery, ListedAlias } from '../aliases';
import { getService } from '../get-service';

/**
 * The admin's list of every alias, live or reserved: one page query and one count in the alias
 * store, whatever the table's size.
 */
const urlAliasAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const types = () => getService(strapi, 'content-types');

  const toItem = (row: ListedAlias): AdminFindUrlAliases.Item => {
    const type = types().describe(row.contenttype);
    return {
      id: row.id,
      documentId: row.documentId,
      url_path: row.url_path,
      generated: row.generated ?? null,
      contenttype: row.contenttype,
      entryDocumentId: row.entryDocumentId,
      locale: row.locale,
      state: row.live ? 'live' : 'reserved',
      updatedAt: new Date(row.updatedAt).toISOString(),
      contentTypeName: type?.displayName ?? null,
      localized: type ? type.localized : null,
      editPath: type
        ? contentManagerPath({
            uid: type.uid,
            kind: type.kind,
            documentId: row.entryDocumentId,
            locale: type.localized ? row.locale : undefined,
          })
        : null,
    };
  };

  return {
    async list(params: AliasListQuery): Promise<AdminFindUrlAliases.Response> {
      const { results, pagination } = await getService(strapi, 'alias-store').listPage(params);
      return { data: results.map(toItem), meta: { pagination } };
    },
  };
};

export default urlAliasAdmin;
