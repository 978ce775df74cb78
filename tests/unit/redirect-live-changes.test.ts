import { describe, expect, it } from 'vitest';
import { changedLiveSources } from '../../addons/redirects/server/src/domain/live-changes';
import { docOf, liveChangesCases } from '../cases/redirect-live-changes';
import { titled } from './titled';

describe('changedLiveSources', () => {
  it.each(titled(liveChangesCases, ({ name }) => name))('%s', (_, { changes, sources }) => {
    const planned = changes.map(([before, after], i) => ({
      documentId: `d${i}`,
      before: docOf(before, `d${i}`),
      after: docOf(after, `d${i}`),
      publish: false,
    }));
    expect(changedLiveSources(planned)).toEqual(sources);
  });
});
