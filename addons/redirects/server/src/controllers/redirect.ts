import { factories } from '@strapi/strapi';
import { REDIRECT_UID } from '../services/redirect-engine';

/** Content API: Strapi's native find for redirects (the route forces `status: 'published'`). */
export default factories.createCoreController(REDIRECT_UID as never);
