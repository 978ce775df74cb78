import { describe, expect, it } from 'vitest';
import { servedAliases } from '../../server/src/domain/webtools-aliases';
import { webtoolsAliasesCases } from '../cases/webtools-aliases';
import { titled } from './titled';

describe('servedAliases', () => {
  it.each(titled(webtoolsAliasesCases, ({ name }) => name))('%s', (_, { aliases, draftAndPublish, served, unserved }) => {
    expect(servedAliases(aliases, () => draftAndPublish)).toStrictEqual({ served, unserved });
  });
});
