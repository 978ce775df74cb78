/**
 * The write-time checks that keep pattern redirects flat: no path loops, none takes two hops. A
 * new rule is checked forward (where its output lands) and backward (the rules whose output lands
 * on its source), over rules given as token lists: an exact rule is a pattern of static tokens.
 *
 * What cannot be kept flat exactly is refused with an example path. What can is rewritten:
 * - forward: an output that one rule answers whole is stored as that rule's target (composed);
 *   outputs that reach exact sources get a derived rule each, answered first on the paths that
 *   lead there (`preimage`), with the exact source's own target;
 * - backward: a rule whose output the new one answers whole is repointed (composed), and one whose
 *   output reaches a new exact source gets a derived rule.
 *
 * Locales: a request for a locale follows a rule scoped to it before one for every locale. A rule
 * for every locale cannot be rewritten through a rule scoped to one locale (the other locales
 * still need its target), so here such a pair is refused: a rule for every locale may not lead to
 * paths that a rule of one locale answers. (Exact rules alone allow that one second hop, see
 * redirect-graph; with patterns, flattening around it would send that locale elsewhere.)
 */
import type { RedirectLocale } from 'sitetools-kit/redirect-locale';
import { renderTarget, type ParamValues, type RedirectTarget } from 'sitetools-kit/redirect-match';
import { compose, matchesPath, preimage, readings } from './pattern-compose';
import { hopsExample, sendOf } from './pattern-hops';
import { outputOf, overlaps } from './pattern-overlap';
import { compareSpecificity, formatPattern } from './pattern-samples';
import { exactTokens, segmentsOf, type Pattern } from './pattern-segment';

/** A stored target: a local path or template (tokens), an absolute URL, or null for a gone path. */
export type FlatTarget = Pattern | string | null;

/** A rule as the checks read it. */
export interface FlatRule {
  from: Pattern;
  to: FlatTarget;
  locale: RedirectLocale;
  /** The status code: a gone rule's carries to the rules rewritten to end there. */
  status: number;
  /** A rule with a window: it cannot be counted on to answer a path first (it stops). */
  scheduled?: boolean;
  /** An absolute target with parameters (`https://docs.example.com/:path*`), read by the kit. */
  url?: RedirectTarget;
}

/** A derived rule to store. */
export interface FlatWrite {
  /** The rule whose paths it answers first: its index in the rules given, or null for the new rule. */
  of: number | null;
  from: Pattern;
  locale: RedirectLocale;
  to: FlatTarget;
  status: number;
}

export type FlatPlan =
  | {
      ok: true;
      /** The new rule's target (and status) as stored. */
      to: FlatTarget;
      status: number;
      /** Stored rules to point elsewhere, by their index in the rules given. */
      repoint: Array<{ index: number; to: FlatTarget; status: number }>;
      /** New rules, each answered before the rule it was derived from. */
      derive: FlatWrite[];
    }
  | { ok: false; field: 'from' | 'to'; message: string };

/** The written form of a rule's source, its name among rules of one locale. */
export const sourceKey = (from: Pattern, locale: RedirectLocale): string => `${locale ?? ''}\n${formatPattern(from)}`;

const isExact = (tokens: Pattern): boolean => tokens.every((token) => token.kind === 'static');
const isLocal = (to: FlatTarget): to is Pattern => to !== null && typeof to !== 'string';
const written = (tokens: Pattern) => formatPattern(tokens);

/** Whether requests that `a` answers may next be answered by `b` (b is for their locale or every locale). */
const sees = (a: { locale: RedirectLocale }, b: { locale: RedirectLocale }) => b.locale === null || b.locale === a.locale;

/** The paths a rule sends visitors to (null: a URL or a gone path, which lead nowhere here). */
export const localOutput = (rule: FlatRule): Pattern | null => (isLocal(rule.to) ? outputOf(rule.from, rule.to) : null);

/**
 * The rule that answers `path` for a request in `locale`, as the matcher picks: exact sources
 * first, then the most specific pattern; on a tie, the rule scoped to the locale.
 */
export const answerOf = (rules: ReadonlyArray<FlatRule>, path: string, locale: RedirectLocale): FlatRule | undefined => {
  let best: FlatRule | undefined;
  for (const rule of rules) {
    if (!sees({ locale }, rule) || !matchesPath(rule.from, path)) continue;
    const order = best ? compareSpecificity(rule.from, best.from) || (rule.locale !== null && best.locale === null ? 1 : 0) : 1;
    if (order > 0) best = rule;
  }
  return best;
};

/**
 * Where `rule` sends `path` (which its source matches), as the target a rule leading there stores
 * instead: with that rule's own `status`, unless `rule` is gone (its code carries).
 */
const sentBy = (rule: FlatRule, path: string, status: number): { to: FlatTarget; status: number } => {
  if (rule.to === null) return { to: null, status: rule.status };
  if (rule.url) return { to: renderTarget(rule.url, valuesOf(rule.from, path)), status };
  const out = sendOf({ from: rule.from, to: rule.to }, path) as string;
  return { to: out.startsWith('/') ? exactTokens(out) : out, status };
};

/** The values `from` reads from `path`, as the kit's `renderTarget` takes them. */
const valuesOf = (from: Pattern, path: string): ParamValues => {
  const [binding] = readings(from, segmentsOf(path), 1);
  const values: Record<string, string | ReadonlyArray<string> | undefined> = {};
  for (const token of from) {
    if (token.kind !== 'param') continue;
    const taken = binding?.get(token.name) ?? [];
    values[token.name] = token.modifier === '*' || token.modifier === '+' ? taken : taken[0];
  }
  return values;
};

/** What `a` must store to skip `b`, which answers every path `a` sends to; null when not exact. */
const composeRules = (a: FlatRule, b: FlatRule): { to: FlatTarget; status: number } | null => {
  if (!isLocal(a.to)) return null;
  // A gone rule taking the whole output: `a` is gone too, if `b` provably takes all of it.
  if (b.to === null) return compose({ from: a.from, to: a.to }, { from: b.from, to: [] }) === null ? null : { to: null, status: b.status };
  // A URL template would need `b`'s values under `a`'s names: not composed.
  if (b.url) return null;
  const to = compose({ from: a.from, to: a.to }, { from: b.from, to: b.to });
  return to === null ? null : { to, status: a.status };
};

/** "/a/x → /b/x → /c/x", for messages. */
const exampleOf = (a: FlatRule, b: FlatRule): string => {
  if (!isLocal(a.to)) return '';
  const hops = hopsExample({ from: a.from, to: a.to }, { from: b.from, to: b.to ?? [] });
  return hops ? `, such as ${hops[0]} → ${hops[1]} → ${b.to === null ? 'gone' : hops[2]}` : '';
};

const refuse = (field: 'from' | 'to', message: string): FlatPlan => ({ ok: false, field, message });

/** The refusal of a rule for every locale whose output reaches the source of a rule of one locale. */
const scopedAhead = (other: FlatRule): FlatPlan =>
  refuse(
    'to',
    `to: some paths this redirect sends visitors to have a redirect of their own in ${other.locale} (from ${written(other.from)}): a redirect for every locale cannot lead there`
  );

/**
 * Whether a rule can be derived at `from`: an exact path only (a derived pattern could not be
 * kept from being removed while it is needed), stored as the path it is (a segment starting with
 * ":" would read as a parameter).
 */
const derivable = (from: Pattern | null): from is Pattern =>
  from !== null && from.every((token) => token.kind === 'static' && !token.value.startsWith(':'));

/** The refusal of `rule` when `other` answers part of its output and cannot be skipped exactly. */
const chained = (rule: FlatRule, other: FlatRule): FlatPlan =>
  refuse('to', `to: some paths this redirect sends visitors to are redirected again by ${written(other.from)}${exampleOf(rule, other)}`);

interface Forward {
  to: FlatTarget;
  status: number;
  derive: FlatWrite[];
}

/** Where the new rule `rule` must point, and the rules derived for the exact sources its output reaches. */
const forward = (rules: ReadonlyArray<FlatRule>, rule: FlatRule): Forward | FlatPlan => {
  const out = localOutput(rule);
  if (!out) return { to: rule.to, status: rule.status, derive: [] };
  if (overlaps(out, rule.from)) {
    return refuse('to', `to: this redirect would send some paths back to its own source${exampleOf(rule, rule)}`);
  }
  const seen: FlatRule[] = [];
  for (const other of rules) {
    if (!overlaps(out, other.from)) continue;
    if (sees(rule, other)) seen.push(other);
    else if (rule.locale === null) return scopedAhead(other);
  }
  if (seen.length === 0) return { to: rule.to, status: rule.status, derive: [] };
  if (isExact(out)) {
    const path = written(out);
    const sent = sentBy(answerOf(seen, path, rule.locale) as FlatRule, path, rule.status);
    if (isLocal(sent.to) && matchesPath(rule.from, written(sent.to))) {
      return refuse('to', `to: this redirect would make a loop: ${path} leads back to ${written(sent.to)}`);
    }
    return { ...sent, derive: [] };
  }
  // One pattern may take the output (composed); exact sources inside it are answered first by
  // derived rules, on the paths that lead to each.
  const patterns = seen.filter((other) => !isExact(other.from));
  if (patterns.length > 1) {
    return chained(rule, patterns[0]);
  }
  let target = { to: rule.to, status: rule.status };
  if (patterns.length === 1) {
    const composed = composeRules(rule, patterns[0]);
    if (!composed) {
      return chained(rule, patterns[0]);
    }
    if (isLocal(composed.to) && overlaps(outputOf(rule.from, composed.to), rule.from)) {
      return refuse(
        'to',
        `to: this redirect would make a loop with the one from ${written(patterns[0].from)}${exampleOf(rule, patterns[0])}`
      );
    }
    target = composed;
  }
  const derive: FlatWrite[] = [];
  for (const other of seen) {
    if (!isExact(other.from)) continue;
    const from = preimage({ from: rule.from, to: rule.to as Pattern }, written(other.from));
    if (!derivable(from)) return chained(rule, other);
    derive.push({
      of: null,
      from,
      locale: rule.locale ?? other.locale,
      to: other.to,
      status: other.to === null ? other.status : rule.status,
    });
  }
  return { ...target, derive };
};

/**
 * Checks a new rule against the stored `rules` (the one it replaces left out) and gives what to
 * store. `rules` must be flat already (as stored rules are).
 */
export const planFlat = (rules: ReadonlyArray<FlatRule>, rule: FlatRule): FlatPlan => {
  const ahead = forward(rules, rule);
  if ('ok' in ahead) return ahead;
  const main: FlatRule = { ...rule, to: ahead.to, status: ahead.status };
  const holders = new Map(rules.map((other) => [sourceKey(other.from, other.locale), other]));
  const taken = new Set(holders.keys());
  // A derived source that a stored rule holds already is answered by that rule first, unless that
  // rule has a window: outside it, the paths would take two hops.
  const held = [...ahead.derive].find((write) => holders.get(sourceKey(write.from, write.locale))?.scheduled);
  if (held) return refuse('to', `to: ${written(held.from)} starts a scheduled redirect, which cannot answer first for this one`);
  const derived = ahead.derive.filter((write) => !taken.has(sourceKey(write.from, write.locale)));
  const sources: FlatRule[] = [main, ...derived];
  const repoint: Array<{ index: number; to: FlatTarget; status: number }> = [];
  const derive: FlatWrite[] = [...derived];
  for (const [index, other] of rules.entries()) {
    const out = localOutput(other);
    if (!out) continue;
    const hits = sources.filter((source) => overlaps(out, source.from));
    if (hits.length === 0) continue;
    if (!hits.some((source) => sees(other, source))) {
      if (other.locale === null) {
        return refuse(
          'from',
          `from: the redirect from ${written(other.from)}, for every locale, leads here: a redirect of one locale cannot start where it leads`
        );
      }
      continue;
    }
    const onlyMain = hits.length === 1 && hits[0] === main;
    if (isExact(out)) {
      const path = written(out);
      // Where a rule of one locale answers that path, the rule for every locale cannot follow both.
      const scoped = other.locale === null ? rules.find((rule) => rule.locale !== null && matchesPath(rule.from, path)) : undefined;
      if (scoped) {
        return refuse(
          'from',
          `from: the redirect from ${written(other.from)}, for every locale, leads to ${path}, which has a redirect of its own in ${scoped.locale}`
        );
      }
      const sent = sentBy(answerOf(sources, path, other.locale) as FlatRule, path, other.status);
      if (isLocal(sent.to) && matchesPath(other.from, written(sent.to))) {
        return refuse(
          'to',
          `to: this redirect would make a loop with the one from ${written(other.from)}: ${written(other.from)} → ${path} → ${written(sent.to)}`
        );
      }
      repoint.push({ index, ...sent });
      continue;
    }
    const composed = onlyMain ? composeRules(other, main) : null;
    if (composed) {
      if (isLocal(composed.to) && overlaps(outputOf(other.from, composed.to), other.from)) {
        return refuse('from', `from: this redirect would make a loop with the one from ${written(other.from)}${exampleOf(other, main)}`);
      }
      repoint.push({ index, ...composed });
      continue;
    }
    const from = onlyMain && isExact(main.from) ? preimage({ from: other.from, to: other.to as Pattern }, written(main.from)) : null;
    if (!derivable(from)) {
      return refuse(
        'from',
        `from: the redirect from ${written(other.from)} sends some visitors here, and they would take two hops${exampleOf(other, hits[0])}`
      );
    }
    if (isLocal(main.to) && matchesPath(from, written(main.to))) {
      return refuse('to', `to: this redirect would make a loop with the one from ${written(other.from)}`);
    }
    const status = main.to === null ? main.status : other.status;
    if (written(from) === written(other.from)) repoint.push({ index, to: main.to, status });
    else if (holders.get(sourceKey(from, other.locale ?? main.locale))?.scheduled) {
      return refuse(
        'from',
        `from: ${written(from)} starts a scheduled redirect, which cannot answer first for the one from ${written(other.from)}`
      );
    } else if (!taken.has(sourceKey(from, other.locale ?? main.locale))) {
      derive.push({ of: index, from, locale: other.locale ?? main.locale, to: main.to, status });
    }
  }
  for (const write of derive) {
    const parent = write.of === null ? main : rules[write.of];
    const taken = [...rules, main].find((other) => other !== parent && takesFirst(other, parent, write));
    if (taken) {
      return refuse(
        'to',
        `to: a rule derived at ${written(write.from)} would answer paths that the redirect from ${written(taken.from)} answers first`
      );
    }
  }
  const after = rules.map((other, index) => {
    const moved = repoint.find((change) => change.index === index);
    return moved ? { ...other, to: moved.to, status: moved.status } : other;
  });
  const added = derive.map(({ from, locale, to, status }): FlatRule => ({ from, locale, to, status }));
  const changed = [main, ...added, ...repoint.map(({ index }) => after[index])];
  const unflat = firstChain([...after, main, ...added], changed);
  if (unflat) return refuse('to', `to: this redirect would leave paths that take two hops, such as through ${unflat}`);
  return { ok: true, to: main.to, status: main.status, repoint, derive };
};

/**
 * Whether `other` answers some paths of the derived rule `write` before its parent does, and
 * would lose them to it: the matcher's order then gives them to the derived rule, which sends
 * them where the parent would. Ties count (the matcher breaks them by scope and text).
 */
const takesFirst = (other: FlatRule, parent: FlatRule, write: FlatWrite): boolean =>
  (other.locale === null || write.locale === null || other.locale === write.locale) &&
  overlaps(other.from, write.from) &&
  compareSpecificity(other.from, parent.from) >= 0 &&
  compareSpecificity(write.from, other.from) >= 0;

/**
 * The source that some output of a `changed` rule still reaches, unless a derived rule answers
 * those paths first (an exact source and a rule at the paths that lead to it); undefined when none.
 */
const firstChain = (rules: ReadonlyArray<FlatRule>, changed: ReadonlyArray<FlatRule>): string | undefined => {
  const keys = new Set(rules.map((rule) => sourceKey(rule.from, rule.locale)));
  for (const rule of changed) {
    const out = localOutput(rule);
    if (!out) continue;
    for (const other of rules) {
      if (other === rule || !overlaps(out, other.from)) continue;
      if (!sees(rule, other)) {
        if (rule.locale === null) return written(other.from);
        continue;
      }
      const first = isExact(other.from) ? preimage({ from: rule.from, to: rule.to as Pattern }, written(other.from)) : null;
      if (first && keys.has(sourceKey(first, rule.locale ?? other.locale))) continue;
      return written(other.from);
    }
  }
  return undefined;
};
