'use strict';

// The redirect sets of bench/scenarios/router-hint.mjs: N exact rules, and beside them N/10 more
// rules that are either patterns or, in the exact-only app, exact rules at the paths the
// patterns are probed with. Both apps hold the same number of rows.

const { createRequire } = require('node:module');
const { REDIRECT_UID } = require('./seed.cjs');

const { createId } = createRequire(require.resolve('@strapi/core'))('@paralleldrive/cuid2');

const VERSION_UID = 'plugin::sitetools-addon-redirects.redirect-version';
// The most rows SQLite takes in one insert (see seed.cjs); each rule is two rows.
const RULES_PER_BATCH = 250;

/** Exact rule `i`: `/old/page-<i>` to `/new/page-<i>`, as bench/scenarios/redirect-match.mjs writes them. */
const exactRule = (i) => ({ from: `/old/page-${i}`, to: `/new/page-${i}`, status_code: 301 });

/**
 * Pattern rule `j`, each with its own static prefix (as a site's sections give): one path
 * segment for even `j`, a repeat to an outside URL for odd `j`. `probe` is the path the bench asks
 * for and `to` the target the rule renders for it.
 */
const patternRule = (j) =>
  j % 2 === 0
    ? { from: `/section-${j}/:slug`, to: `/s/${j}/:slug`, status_code: 301, probe: `/section-${j}/post-${j}`, target: `/s/${j}/post-${j}` }
    : {
        from: `/docs-${j}/:path*`,
        to: `https://docs.example.com/${j}/:path*`,
        status_code: 308,
        probe: `/docs-${j}/guide/part-${j}`,
        target: `https://docs.example.com/${j}/guide/part-${j}`,
      };

/** The exact rule that answers pattern rule `j`'s probe with the same target: the exact-only app's. */
const probeRule = (j) => {
  const { probe, target, status_code } = patternRule(j);
  return { from: probe, to: target, status_code };
};

// The rows the addon writes for a published rule: its draft (publishedAt null) and its published
// version, one document id; `locale` stays null (every locale), `query` null (pass).
const rowsOf = ({ from, to, status_code }, now) => {
  const documentId = createId();
  const row = { documentId, from, to, status_code, createdAt: now, updatedAt: now };
  return [
    { ...row, publishedAt: null },
    { ...row, publishedAt: now },
  ];
};

const insertRules = async (strapi, rules) => {
  const now = new Date();
  for (let start = 0; start < rules.length; start += RULES_PER_BATCH) {
    const batch = rules.slice(start, start + RULES_PER_BATCH);
    await strapi.db.query(REDIRECT_UID).createMany({ data: batch.flatMap((rule) => rowsOf(rule, now)) });
  }
};

/**
 * Writes `count` exact rules and `count / 10` (at least one) rules beside them: the patterns, or
 * with `patterns` false the exact rules at their probes. Then bumps the set's version, so that the
 * router's hint reads the pattern rules again even if it had read them before. Returns the
 * pattern count.
 */
const seedRedirectRules = async (strapi, count, { patterns }) => {
  const patternCount = Math.max(1, Math.floor(count / 10));
  const beside = Array.from({ length: patternCount }, (_, j) => (patterns ? patternRule(j) : probeRule(j)));
  await insertRules(
    strapi,
    Array.from({ length: count }, (_, i) => exactRule(i))
  );
  await insertRules(strapi, beside);
  const { tableName } = strapi.db.metadata.get(VERSION_UID);
  await strapi.db.connection(tableName).where({ key: 'redirects' }).increment('version', 1);
  return patternCount;
};

module.exports = { exactRule, patternRule, seedRedirectRules };
