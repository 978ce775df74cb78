import type { Core } from '@strapi/strapi';
import type { SchemaLike as PatternSchema } from '../domain/pattern/check';
import type { AliasSync } from './alias-sync';
import type { BulkGenerationService } from './bulk-generation';
import type { PatternSet } from './url-pattern';

// Children updated right away when a parent's path changes; more than this become a background
// job, so that saving one page never waits on thousands of others.
const INLINE_LIMIT = 50;
// Parent chains deeper than this stop following (and a parent cycle cannot recurse forever).
const MAX_DEPTH = 10;

interface Dependent {
  uid: string;
  relation: string;
}

/** Hierarchies: entries whose pattern inserts a related entry's path follow that path. */
const cascade = ({ strapi }: { strapi: Core.Strapi }) => {
  const sync = (): AliasSync => strapi.plugin('sitetools').service('alias-sync');
  const bulk = (): BulkGenerationService => strapi.plugin('sitetools').service('bulk-generation');

  /** Content types with a `[relation.url_path]` token whose relation targets `uid`. */
  const dependentsOf = (uid: string, patternSet: PatternSet): Dependent[] => {
    const found = new Map<string, Dependent>();
    for (const { contenttype, pattern } of patternSet.all) {
      const schema = strapi.contentTypes[contenttype as never] as unknown as PatternSchema | undefined;
      for (const token of pattern.tokens) {
        if (token.kind !== 'urlPath') continue;
        const relation = token.via[0].name;
        if (schema?.attributes[relation]?.target === uid) {
          found.set(`${contenttype}:${relation}`, { uid: contenttype, relation });
        }
      }
    }
    return [...found.values()];
  };

  return {
    /** Regenerates the entries whose path is built on entry `documentId`'s path. */
    async follow(uid: string, documentId: string, depth: number, patternSet: PatternSet) {
      if (depth >= MAX_DEPTH) return;
      for (const dependent of dependentsOf(uid, patternSet)) {
        const rows = (await strapi.db.query(dependent.uid as never).findMany({
          select: ['documentId'],
          where: { [dependent.relation]: { documentId } },
        })) as Array<{ documentId: string }>;
        const children = [...new Set(rows.map((row) => row.documentId))];
        if (children.length > INLINE_LIMIT) {
          await bulk()
            .start({ mode: 'regenerate', contentTypes: [dependent.uid] })
            .catch((error: unknown) => strapi.log.warn(`sitetools: children of ${documentId} not regenerated: ${String(error)}`));
          continue;
        }
        for (const child of children) {
          await sync().reconcile(dependent.uid, child, { depth: depth + 1 });
        }
      }
    },
  };
};

export type CascadeService = ReturnType<typeof cascade>;
export default cascade;
