import type { Core } from '@strapi/strapi';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import { CONTENT_MANAGER_READ, contentManagerChecker } from './content-manager-checker';
import { getService } from '../get-service';

/** What an admin may read of one content type in the Content Manager. */
export interface ReadScope {
  type: EnabledContentType;
  /** The filters the read permission's conditions add ("Is creator", locales); undefined when none. */
  filters: Record<string, unknown> | undefined;
  /** Whether the read permission covers the field at `path` (`title`, `hero.link`, `sections[2].body`). */
  canRead(path: string): boolean;
}

/**
 * The entries and fields of the types with URLs that an admin may read, as the Content Manager
 * decides it: through its own permission checker, so that a condition such as "Is creator" limits
 * the link picker and the broken-links report to the entries its list view shows.
 */
const readScope = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The types with URLs the admin may read at all, each with its conditions and fields. */
  async readableTypes(ability: unknown): Promise<ReadScope[]> {
    const scopes = getService(strapi, 'content-types')
      .enabled()
      .map(async (type): Promise<ReadScope | null> => {
        const checker = contentManagerChecker(strapi, ability, type.uid);
        if (checker.cannot(CONTENT_MANAGER_READ)) return null;
        const { filters } = await checker.sanitizedQuery({}, CONTENT_MANAGER_READ);
        return {
          type,
          filters: filters && Object.keys(filters).length > 0 ? filters : undefined,
          canRead: (path) => {
            // Permissions name a component's fields by path (`hero.link`), a dynamic zone as a whole.
            const field = path.replace(/\[\d+\]/g, '');
            const zone = field.split('.')[0] ?? field;
            return checker.can(CONTENT_MANAGER_READ, undefined, field) || checker.can(CONTENT_MANAGER_READ, undefined, zone);
          },
        };
      });
    return (await Promise.all(scopes)).filter((scope): scope is ReadScope => scope !== null);
  },
});

export default readScope;
