import type { Core } from '@strapi/strapi';
import type { SchemaLike as PatternSchema } from '../../domain/pattern/check';
import type { PatternSet } from '../patterns';
import { contentTypeOf } from 'sitetools-kit/uid';

interface Dependent {
  uid: string;
  relation: string;
}

/** Entries of one type whose path is built on another entry's path. */
export interface Children {
  uid: string;
  documentIds: string[];
}

/**
 * Hierarchies: which entries insert a related entry's path in theirs (`[parent.url_path]`), and so
 * must follow when it moves. Deciding what to do with them is services/aliases/alias-changes' work.
 */
const cascade = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Content types with a `[relation.url_path]` token whose relation targets `uid`. */
  const dependentsOf = (uid: string, patternSet: PatternSet): Dependent[] => {
    const found = new Map<string, Dependent>();
    for (const { contenttype, pattern } of patternSet.all) {
      const schema: PatternSchema | undefined = contentTypeOf(strapi, contenttype);
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
    /** The entries, per type, whose path is built on entry `documentId`'s path. */
    async childrenOf(uid: string, documentId: string, patternSet: PatternSet): Promise<Children[]> {
      const found: Children[] = [];
      for (const dependent of dependentsOf(uid, patternSet)) {
        const rows = (await strapi.db.query(dependent.uid).findMany({
          select: ['documentId'],
          where: { [dependent.relation]: { documentId } },
        })) as Array<{ documentId: string }>;
        const documentIds = [...new Set(rows.map((row) => row.documentId))];
        if (documentIds.length) found.push({ uid: dependent.uid, documentIds });
      }
      return found;
    },
  };
};

export default cascade;
