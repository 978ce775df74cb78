/** `jobs` settings of the plugin config, and the key a refusal names (null: accepted). */
export const jobTimingCases: Array<{ name: string; jobs: Record<string, unknown>; refused: string | null }> = [
  { name: 'the defaults', jobs: {}, refused: null },
  { name: 'test-sized timing', jobs: { staleAfterMs: 5_000, checkEveryMs: 500 }, refused: null },
  { name: 'a check as long as the staleness', jobs: { staleAfterMs: 5_000, checkEveryMs: 5_000 }, refused: 'jobs.checkEveryMs' },
  { name: 'a staleness under a second', jobs: { staleAfterMs: 999 }, refused: 'jobs.staleAfterMs' },
  { name: 'a check under 100 ms', jobs: { checkEveryMs: 50 }, refused: 'jobs.checkEveryMs' },
  { name: 'a fraction of a millisecond', jobs: { staleAfterMs: 2_000.5 }, refused: 'jobs.staleAfterMs' },
  { name: 'an unknown key', jobs: { heartbeatMs: 1_000 }, refused: 'jobs' },
];
