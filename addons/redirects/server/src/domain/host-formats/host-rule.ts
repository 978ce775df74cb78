/**
 * The published rules as a host's file takes them: each manifest entry read once with the kit's
 * parsers, then handed to a host's writer, which expresses it or says why it cannot.
 */
import {
  GONE_CODES,
  parseRedirectSource,
  parseRedirectTarget,
  splitQuery,
  type PatternToken,
  type RedirectTarget,
} from 'sitetools-kit/redirect-match';
import type { HostExportLeft, HostExportLimit, QueryPolicy, RedirectFields } from '../../../../shared/contracts/redirects';

/** One published rule, read. */
export interface HostRule {
  /** As the manifest lists it (the stored form; an `exact` rule's holds `?query`). */
  readonly from: string;
  readonly locale: string | null;
  readonly status: number;
  readonly gone: boolean;
  readonly query: QueryPolicy;
  /** The path part of `from` (stored, decoded). */
  readonly path: string;
  /** The tokens of a pattern source; null for an exact path. */
  readonly tokens: PatternToken[] | null;
  /** The canonical query an `exact` rule matches ("" for none), else null. */
  readonly exactQuery: string | null;
  /** Null for a gone rule. */
  readonly target: RedirectTarget | null;
}

/** What a host's writer makes of the rules: the file, and the rules and limits it reports. */
export interface HostFile {
  text: string;
  exported: number;
  left: HostExportLeft[];
  limits: HostExportLimit[];
}

/** Reads a manifest entry; its fields passed the redirect rules when it was saved. */
export const readHostRule = (entry: RedirectFields): HostRule => {
  const query = entry.query ?? 'pass';
  const split = query === 'exact' ? splitQuery(entry.from) : { path: entry.from, query: null };
  const source = parseRedirectSource(split.path);
  const tokens = source.kind === 'pattern' ? source.tokens : null;
  return {
    from: entry.from,
    locale: entry.locale,
    status: entry.status_code,
    gone: GONE_CODES.has(entry.status_code),
    query,
    path: source.kind === 'exact' ? source.path : split.path,
    tokens,
    exactQuery: query === 'exact' ? (split.query ?? '') : null,
    target: entry.to === null ? null : parseRedirectTarget(entry.to, tokens ?? []),
  };
};

/** A rule a host cannot express, with the reason. */
export class LeftOut {
  constructor(readonly reason: string) {}
}

/**
 * Runs a host's `express` over the rules: each gives the host's entry, or {@link LeftOut}. A
 * writer throws nothing for a rule it cannot write, so that the report names every one.
 */
export const expressAll = <E>(
  rules: ReadonlyArray<HostRule>,
  express: (rule: HostRule) => E | LeftOut
): { entries: Array<{ rule: HostRule; entry: E }>; left: HostExportLeft[] } => {
  const entries: Array<{ rule: HostRule; entry: E }> = [];
  const left: HostExportLeft[] = [];
  for (const rule of rules) {
    const entry = express(rule);
    if (entry instanceof LeftOut) left.push({ from: rule.from, locale: rule.locale, reason: entry.reason });
    else entries.push({ rule, entry });
  }
  return { entries, left };
};

/** A documented limit, reported only when the file crosses it. */
export const limitCrossed = (limit: number, count: number, message: string): HostExportLimit[] =>
  count > limit ? [{ limit, count, message }] : [];
