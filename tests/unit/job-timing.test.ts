import { describe, expect, it } from 'vitest';
import { configSchema } from '../../server/src/config';
import { jobTimingCases } from '../cases/job-timing';
import { titled } from './titled';

describe('the background job timing in the plugin config', () => {
  it.each(titled(jobTimingCases, ({ name }) => name))('reads %s', (_, { jobs, refused }) => {
    const parsed = configSchema.safeParse({ jobs });
    expect(parsed.success ? null : parsed.error.issues[0].path.join('.')).toBe(refused);
  });

  it('keeps the defaults when the key is absent', () => {
    expect(configSchema.parse({}).jobs).toEqual({ staleAfterMs: 20_000, checkEveryMs: 5_000 });
  });
});
