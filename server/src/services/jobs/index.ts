// Background jobs (claimed, heartbeated, taken over) and their failures list; bulk generation.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import bulkGeneration from './bulk-generation';
import failures from './failures';
import jobState from './job-state';
import jobs from './jobs';
export { JobRunningError, JOB_UID, type BulkJob } from './jobs';

export default {
  'bulk-generation': bulkGeneration,
  failures,
  'job-state': jobState,
  jobs,
};
