/** The rules the redirects must obey after every step, and the state shown when they do not. */
import { expect } from 'vitest';
import type {
  AdminRedirect,
  RedirectChange,
  RedirectFields,
  RedirectVersions,
} from '../../../../addons/redirects/shared/contracts/redirects';
import type { DraftRow, Snapshot } from './client';
import { redirectMatcher } from '../../../../packages/kit/src/redirect-match';
import { SAMPLE_PATHS, type Step } from './operations';
import type { Outcome } from './run';

// Every redirect of the model is for every locale (rows read without their locale hold none).
const fields = ({ from, to, status_code, locale }: RedirectFields): RedirectVersions['draft'] => ({
  from,
  to,
  status_code,
  locale: locale ?? null,
  query: 'pass' as const,
  activeFrom: null,
  activeUntil: null,
});

/** Every redirect as both its versions, by the source of its latest edit. */
const versionsOf = (s: Snapshot): Map<string, RedirectVersions> => {
  const published = new Map(s.published.map((row) => [row.documentId, fields(row)]));
  return new Map(s.drafts.map((row) => [row.from, { draft: fields(row), published: published.get(row.documentId) ?? null }]));
};

/** The state `changes` say the import leaves, checking that each change starts from the state before. */
const applyChanges = (before: Snapshot, changes: RedirectChange[]): Map<string, RedirectVersions> => {
  const froms = changes.map((change) => change.from);
  expect(froms, 'changes are sorted by from').toEqual([...froms].sort());
  const state = versionsOf(before);
  for (const change of changes) {
    expect(change.from, 'a change is named by its latest source').toBe((change.after ?? change.before)?.draft.from);
    if (!change.before) continue;
    expect(state.get(change.before.draft.from), `change of ${change.from} starts from the stored redirect`).toEqual(change.before);
    state.delete(change.before.draft.from);
  }
  for (const change of changes) if (change.after) state.set(change.after.draft.from, change.after);
  return state;
};

/** What the admin list must say of a redirect, given the public list. */
export const stateOf = (s: Snapshot, row: DraftRow): AdminRedirect['state'] => {
  const live = s.published.find((published) => published.documentId === row.documentId);
  if (!live) return 'draft';
  return live.from === row.from && live.to === row.to && live.status_code === row.status_code ? 'published' : 'modified';
};

const untrimmed = (row: RedirectFields) => row.from !== row.from.trim() || (row.to !== null && row.to !== row.to.trim());

/**
 * The rules that hold in one view (the published redirects, or every redirect's latest edit),
 * followed with the kit's matcher as front-ends follow them: from every sample path, every live
 * path and every path a rule names, one hop at most, never back to where it started, and no rule
 * answers a live path.
 */
const viewProblems = (view: string, rows: RedirectFields[], live: Map<string, string>): string[] => {
  const problems: string[] = [];
  const bySource = new Map(rows.map((row) => [row.from, row]));
  if (bySource.size !== rows.length) problems.push(`${view}: two redirects share a from`);
  for (const row of rows) {
    if (untrimmed(row))
      problems.push(`${view} ${JSON.stringify(row.from)} → ${JSON.stringify(row.to)}: stored with surrounding whitespace`);
  }
  const matcher = redirectMatcher(rows, { onInvalid: (row) => problems.push(`${view} ${row.from}: the matcher cannot read it`) });
  const named = rows.flatMap((row) => [row.from, ...(row.to?.startsWith('/') ? [row.to] : [])]).filter((path) => !path.includes(':'));
  for (const path of new Set([...SAMPLE_PATHS, ...named, ...live.keys()])) {
    const hop = matcher.match(path);
    if (!hop) continue;
    const arrow = `${view} ${path} (by ${hop.rule.from}) → ${hop.to}`;
    if (live.has(path)) problems.push(`${arrow}: answers a live path`);
    if (hop.to === null || !hop.to.startsWith('/')) continue;
    if (hop.to === path) problems.push(`${arrow}: redirects to itself`);
    const next = matcher.match(hop.to);
    if (next) problems.push(`${arrow} → ${next.to} (by ${next.rule.from}): a chain or a loop`);
  }
  return problems;
};

const checkRules = (s: Snapshot, mayBePublished: Set<string>) => {
  const problems = [...viewProblems('published', s.published, s.live), ...viewProblems('draft', s.drafts, s.live)];
  const publishedOf = new Map(s.published.map((row) => [row.documentId, row]));
  const draftIds = new Set(s.drafts.map((row) => row.documentId));
  for (const row of s.published) {
    if (!mayBePublished.has(row.from)) problems.push(`published ${row.from} → ${row.to}: no operation published it`);
    if (!draftIds.has(row.documentId)) problems.push(`published ${row.from}: missing from the admin list`);
  }
  if (s.admin) {
    const latest = (rows: DraftRow[]) =>
      rows
        .map((row) => ({ documentId: row.documentId, ...fields(row) }))
        .sort((a, b) => (a.from + a.documentId).localeCompare(b.from + b.documentId));
    expect(latest(s.admin), 'the admin list shows every latest edit').toEqual(latest(s.drafts));
    for (const row of s.admin) {
      const state = stateOf(s, row);
      if (row.state !== state) problems.push(`admin row ${row.from}: state ${row.state}, expected ${state}`);
      if ((row.publishedAt === null) !== !publishedOf.has(row.documentId))
        problems.push(`admin row ${row.from}: publishedAt ${row.publishedAt}`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
};

/** A step's operations and the state around it, as the checks after it read them. */
export interface StepResult {
  step: Step;
  outcomes: Outcome[];
  before: Snapshot;
  after: Snapshot;
  /** The letters of the sequence the step belongs to. */
  sequence: string;
}

/** Checks the rules after a step, and what a lone dry run or checked import said it would do. */
export const checkStep = ({ step, outcomes, before, after, sequence }: StepResult) => {
  const alone = step.length === 1;
  const mayBePublished = new Set([...before.published.map((row) => row.from), ...outcomes.flatMap((o) => o.published)]);
  // A step that publishes may publish the rules derived for a pattern: each answers, before the
  // pattern, the paths it sends to a source of its output (or a new source sends on), so it
  // starts inside a published pattern's source.
  if (mayBePublished.size > before.published.length) {
    const patterns = redirectMatcher(after.published.filter((row) => row.from.includes(':')));
    for (const row of after.published) if (!row.from.includes(':') && patterns.match(row.from)) mayBePublished.add(row.from);
  }
  for (const { publishedDocument } of outcomes) {
    const row = after.drafts.find((draft) => draft.documentId === publishedDocument);
    if (row) mayBePublished.add(row.from);
  }
  // Two page operations at once may give a page a path that is live for a moment only, then
  // moved away from with an automatic redirect: any path of this sequence's pages may be one.
  if (step.filter((op) => op.kind === 'page' || op.kind === 'newPage').length > 1) {
    for (const row of after.published) if (row.from.startsWith(`/pages/${sequence}-`)) mayBePublished.add(row.from);
  }
  checkRules(after, mayBePublished);

  const [{ dryRun, applied }] = outcomes;
  if (alone && dryRun) {
    applyChanges(before, dryRun.changes);
    expect(after.admin, 'a dry run changes nothing in the admin list').toEqual(before.admin);
    expect(after.published, 'a dry run changes nothing in the public list').toEqual(before.published);
  }
  if (alone && applied) {
    expect(versionsOf(after), 'an apply leaves the state before with its changes').toEqual(applyChanges(before, applied));
  }
};

/** The redirects and live paths of a state, for a failure's message. */
export const describeState = (s: Snapshot) =>
  [
    `published: ${s.published.map((r) => `${r.from}→${r.to}`).join(' ') || '-'}`,
    `drafts: ${s.drafts.map((r) => `${r.from}→${r.to}(${stateOf(s, r)})`).join(' ') || '-'}`,
    `live: ${[...s.live.keys()].sort().join(' ')}`,
  ].join('\n');
