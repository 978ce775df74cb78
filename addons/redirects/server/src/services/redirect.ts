import { factories } from '@strapi/strapi';
import { REDIRECT_UID } from './redirect-engine';
import { contentTypeUid } from 'sitetools-kit/uid';

/** Strapi's core service for redirects: the content API's native find-many. */
export default factories.createCoreService(contentTypeUid(REDIRECT_UID));
