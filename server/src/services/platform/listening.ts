import type { Core } from '@strapi/strapi';

/**
 * Runs `start` once the server listens, which it does once every plugin has started: work begun
 * earlier could move paths while the plugins that start after this one (the redirects addon, which
 * writes a redirect for every move) do not listen yet, and their moves would go unheard.
 */
export const onceListening = (strapi: Core.Strapi, start: () => void): void => {
  if (strapi.server.httpServer.listening) start();
  else strapi.server.httpServer.once('listening', start);
};
