import type { Core } from '@strapi/strapi';
import type { LinkHolder } from '../../../../shared/contracts/internal-link';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import type { AttributesOf } from '../../domain/links/slots';
import { getService } from '../get-service';
import type { ReadScope } from '../access';

type Entry = Record<string, unknown> & { documentId: string; locale?: string | null };

/**
 * How the link reports (broken links, the links to entries about to be removed) name the entry
 * that holds a link: its type, its id and locale, and its title when the admin may read it.
 */
export const linkHolders = (strapi: Core.Strapi, attributesOf: AttributesOf) => ({
  /** The field that titles `type`'s entries, if the scope lets the admin read it; null otherwise. */
  async titleField(type: EnabledContentType, scope: ReadScope | undefined): Promise<string | null> {
    const mainField = await getService(strapi, 'content-types').mainField(type.uid);
    return mainField in (attributesOf(type.uid) ?? {}) && scope?.canRead(mainField) ? mainField : null;
  },

  holder: (type: EnabledContentType, entry: Entry, title: string | null, field: string): LinkHolder => ({
    contentType: type.uid,
    contentTypeName: type.displayName,
    documentId: entry.documentId,
    locale: entry.locale ?? null,
    title: title ? ((entry[title] as string | null | undefined) ?? null) : null,
    field,
  }),
});
