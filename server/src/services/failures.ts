import type { Core } from '@strapi/strapi';
import type { FailuresService, FailureReport } from '../../../shared/contracts/failures';
import type { JobsService } from './jobs';

/** The failures list, for other plugins (shared/contracts/failures); the jobs service keeps it. */
const failures = ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    record: (failure: FailureReport) => (strapi.plugin('sitetools').service('jobs') as JobsService).recordFailure(failure),
  }) satisfies FailuresService;

export default failures;
