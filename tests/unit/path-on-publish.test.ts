import { describe, expect, it } from 'vitest';
import { pathOnPublish } from '../../server/src/services/aliases/manual-alias';
import { pathOnPublishCases } from '../cases/path-on-publish';
import { titled } from './titled';

describe('pathOnPublish', () => {
  it.each(titled(pathOnPublishCases, ({ name }) => name))('%s', async (_, { draft, alias, base, path, manualPath }) => {
    let rendered = 0;
    const result = await pathOnPublish(draft, alias, async () => {
      rendered += 1;
      return base;
    });
    expect(result).toEqual({ path, manualPath });
    // The base is rendered only when the path is generated.
    expect(rendered).toBe(manualPath === null ? 1 : 0);
  });
});
