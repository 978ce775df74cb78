/**
 * The admin's "generate missing aliases" job over N published pages that have none, run through
 * the plugin's bulk-generation service in the server process. Wall time and documents per second
 * say whether a large site is done in minutes; peak RSS minus RSS before the job, compared across
 * N, says whether its memory stays flat (it reads 100 documents at a time).
 */
import { startServer } from '../server-process.mjs';

const megabytes = (value) => value.toFixed(0);

export default {
  name: 'bulk-generation',
  nMeans: 'published pages without aliases',
  sizesVariable: 'BENCH_BULK_SIZES',
  // 100,000 pages take under a minute on 2 cores (eight minutes before batches were reconciled
  // together), plus seeding; BENCH_BULK_SIZES=100000 runs them on demand.
  defaultSizes: '1000,10000',
  columns: [
    ['N', (row) => row.n],
    ['documents', (row) => row.documents],
    ['wall s', (row) => row.seconds.toFixed(1)],
    ['docs/s', (row) => row.documentsPerSecond.toFixed(0)],
    ['RSS before MB', (row) => megabytes(row.rssBeforeMb)],
    ['RSS peak MB', (row) => megabytes(row.rssPeakMb)],
    ['growth MB', (row) => megabytes(row.rssGrowthMb)],
    ['aliases', (row) => row.aliases],
  ],
  async measure(n) {
    const server = await startServer('pages-without-aliases', n);
    console.log(`bulk-generation N=${n}: server pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms`);
    try {
      const result = await server.command('bulk-generation');
      console.log(`  ${result.documents} documents in ${result.seconds.toFixed(1)} s, RSS +${megabytes(result.rssGrowthMb)} MB`);
      return { rows: [result], setup: { bootMs: server.bootMs, seedMs: server.seedMs } };
    } finally {
      await server.stop();
    }
  },
};
