import { factories, type Core } from '@strapi/strapi';
import { REDIRECT_UID } from '../services/redirect-engine';
import { contentTypeUid } from 'sitetools-kit/uid';

/** The core controller of a collection type: `find`, `findOne`, `create`, ... and nothing else. */
type RedirectController = (params: { strapi: Core.Strapi }) => Core.CoreAPI.Controller.CollectionType;

/**
 * Content API: Strapi's native find for redirects (the route forces `status: 'published'`).
 * createCoreController's type allows any action name (it cannot tell the kind of a uid the app's
 * types do not list); narrowing it to the collection type's actions lets the routes be checked.
 */
export default factories.createCoreController(contentTypeUid(REDIRECT_UID)) as unknown as RedirectController;
