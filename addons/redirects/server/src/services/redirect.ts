import { factories } from '@strapi/strapi';
import { REDIRECT_UID } from './redirect-engine';

/** Strapi's core service for redirects: the content API's native find-many. */
export default factories.createCoreService(REDIRECT_UID as never);
