import type { Core } from '@strapi/strapi';
import type { IntakeShed } from '../../../shared/contracts/intake-shed';
import { columnOf } from 'sitetools-kit/columns';
import { versionRow } from 'sitetools-kit/version-row';
import type { intakeAdmission } from './intake-admission';
import { VERSION_UID } from './redirect-engine';

/**
 * Each intake's count is a row of the redirect-version table (key and integer), so that every
 * instance on the database adds to one total and the admin reads it with its list. The 404 key
 * is the one its rows were written under before the hits intake counted too. `items` names what
 * is shed in the log line of a failed write.
 */
const COUNTERS = {
  notFound: { key: 'not-found-shed', items: '404 reports' },
  redirectHits: { key: 'redirect-hits-shed', items: 'redirect hit entries' },
} as const;

type Admission = ReturnType<typeof intakeAdmission>;

/**
 * The items `intake` shed at its budget, summed over every instance and kept across restarts; the
 * row's creation time says since when. A plain module: the intake writes it, the admin's list
 * reads it.
 */
export const shedCounter = (strapi: Core.Strapi, intake: keyof typeof COUNTERS) => {
  const { key, items } = COUNTERS[intake];
  const row = versionRow(strapi, VERSION_UID, key);
  const table = () => strapi.db.getConnection(strapi.db.metadata.get(VERSION_UID).tableName);

  /** Adds `count` shed items (one statement: concurrent instances add, none overwrites). */
  const add = async (count: number): Promise<void> => {
    await table().where({ key }).increment('version', count);
  };

  return {
    /** Makes sure the row exists (at startup): an increment of a missing row would count nothing. */
    ensure: () => row.ensure(),

    /** The total and since when it counts. */
    async read(): Promise<IntakeShed> {
      const found = await table()
        .where({ key })
        .first({ reports: 'version', since: columnOf(strapi, VERSION_UID, 'createdAt') });
      return found ? { reports: Number(found.reports), since: new Date(found.since).toISOString() } : { reports: 0, since: null };
    },

    /**
     * The tally intake's hooks (services/tally-intake) that write what `admission` shed since the
     * last flush after the rows; a failed write keeps the count for the next try.
     */
    flushHooks: (admission: Admission) => ({
      writeAfter: async () => {
        const count = admission.takeShed();
        if (count === 0) return;
        try {
          await add(count);
        } catch (error) {
          admission.restoreShed(count);
          strapi.log.error(`sitetools-addon-redirects: ${count} shed ${items} not counted yet, kept for the next try: ${String(error)}`);
          throw error;
        }
      },
      moreToWrite: () => admission.shed > 0,
    }),
  };
};
