import type { Core } from '@strapi/strapi';
import type { FailuresService, FailureReport } from '../../../../shared/contracts/failures';
import { getService } from '../get-service';

/** The failures list, for other plugins (shared/contracts/failures); the jobs service keeps it. */
const failures = ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    record: (failure: FailureReport) => getService(strapi, 'jobs').recordFailure(failure),
  }) satisfies FailuresService;

export default failures;
