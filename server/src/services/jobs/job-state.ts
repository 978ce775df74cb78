import type { Core } from '@strapi/strapi';
import type { JobStateService } from '../../../../shared/contracts/job-state';
import { getService } from '../get-service';

/** Shared records for other plugins' background work (shared/contracts/job-state); the jobs service keeps them. */
const jobState = ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    read: <T>(key: string) => getService(strapi, 'jobs').read<T>(key),
    update: <T>(key: string, change: (current: T | null) => T | undefined) => getService(strapi, 'jobs').update<T>(key, change),
  }) satisfies JobStateService;

export default jobState;
