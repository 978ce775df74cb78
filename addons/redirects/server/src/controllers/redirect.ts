import { factories } from '@strapi/strapi';
import { REDIRECT_UID } from '../services/redirect-engine';
import { contentTypeUid } from '../content-type-uid';

/** Content API: Strapi's native find for redirects (the route forces `status: 'published'`). */
export default factories.createCoreController(contentTypeUid(REDIRECT_UID));
