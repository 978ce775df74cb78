import type { Core } from '@strapi/strapi';
import { registerGraphql } from './graphql';

/** Extends the GraphQL schema when the app has the GraphQL plugin; nothing else to register. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  registerGraphql(strapi);
};
