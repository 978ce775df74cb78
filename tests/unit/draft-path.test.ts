import { describe, expect, it } from 'vitest';
import { draftPathOf } from '../../server/src/services/aliases/draft-path';
import { draftPathCases } from '../cases/draft-path';
import { titled } from './titled';

describe('draftPathOf', () => {
  it.each(titled(draftPathCases, ({ name }) => name))('%s', async (_, { rows, alias, live, draftBase, draftPath, rendered }) => {
    const renders: number[] = [];
    const result = await draftPathOf([...rows], alias, live, async (draft) => {
      renders.push(draft.id);
      return draftBase;
    });
    expect(result).toBe(draftPath);
    // The draft's own path, and only when it is generated and the draft can be away from the alias.
    expect(renders).toEqual(rendered ? [rows.find((row) => row.publishedAt === null)?.id] : []);
  });
});
