'use strict';

// The 404 inbox at its cap: `count` reported paths (one hit each), and API tokens that may
// report, for bench/scenarios/not-found-intake.mjs.

const NOT_FOUND_UID = 'plugin::sitetools-addon-redirects.not-found';
// The most rows SQLite takes in one insert (see seed.cjs).
const BATCH_SIZE = 500;

/**
 * `count` API tokens that may post to an intake (the 404 one by default, the redirect hits' with
 * `action` `redirect-hit.create`); resolves with their access keys.
 */
const createReporterTokens = async (strapi, count, action = 'not-found.create') => {
  const keys = [];
  for (let i = 0; i < count; i += 1) {
    const token = await strapi.service('admin::api-token').create({
      name: `bench ${action} reporter ${i + 1}`,
      type: 'custom',
      lifespan: null,
      permissions: [`plugin::sitetools-addon-redirects.${action}`],
    });
    keys.push(token.accessKey);
  }
  return keys;
};

/** Fills the inbox with `count` rows, `/missing/known-<i>`. */
const seedNotFound = async (strapi, count) => {
  const now = new Date();
  const query = strapi.db.query(NOT_FOUND_UID);
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const rows = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, offset) => ({
      path: `/missing/known-${start + offset}`,
      locale: '',
      hits: 1,
      firstSeen: now,
      lastSeen: now,
      ignored: false,
    }));
    await query.createMany({ data: rows });
  }
};

module.exports = { NOT_FOUND_UID, createReporterTokens, seedNotFound };
