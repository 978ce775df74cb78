import type { RedirectDoc } from '../../addons/redirects/server/src/domain/redirect-plan';

/** A redirect version in short: [from, to], or [from, to, locale] for one scoped to a locale. */
type Short = readonly [from: string, to: string, locale?: string];

/** A document in short: its draft and its published version (null: not published); null: no document. */
type ShortDoc = readonly [draft: Short, published: Short | null] | null;

/** Planned changes of redirect documents, before and after, and the published sources they touch. */
export interface LiveChangesCase {
  readonly name: string;
  readonly changes: ReadonlyArray<readonly [before: ShortDoc, after: ShortDoc]>;
  readonly sources: ReadonlyArray<{ from: string; locale: string | null }>;
}

const version = ([from, to, locale]: Short) => ({
  from,
  to,
  status_code: 301 as const,
  locale: locale ?? null,
  query: 'pass' as const,
  activeFrom: null,
  activeUntil: null,
});

/** The document a short one stands for. */
export const docOf = (short: ShortDoc, documentId: string): RedirectDoc | null =>
  short && { documentId, draft: version(short[0]), published: short[1] && version(short[1]) };

export const liveChangesCases: ReadonlyArray<LiveChangesCase> = [
  {
    name: 'a redirect published on creation is a change of its source',
    changes: [
      [
        null,
        [
          ['/a', '/b'],
          ['/a', '/b'],
        ],
      ],
    ],
    sources: [{ from: '/a', locale: null }],
  },
  { name: 'a draft created alone changes nothing published', changes: [[null, [['/a', '/b'], null]]], sources: [] },
  {
    name: 'a draft edit of a published redirect changes nothing published',
    changes: [
      [
        [
          ['/a', '/b'],
          ['/a', '/b'],
        ],
        [
          ['/a', '/c'],
          ['/a', '/b'],
        ],
      ],
    ],
    sources: [],
  },
  {
    name: 'a new target of a published redirect is a change of its source',
    changes: [
      [
        [
          ['/a', '/b'],
          ['/a', '/b'],
        ],
        [
          ['/a', '/c'],
          ['/a', '/c'],
        ],
      ],
    ],
    sources: [{ from: '/a', locale: null }],
  },
  {
    name: 'a published redirect moved to another source changes both sources',
    changes: [
      [
        [
          ['/a', '/b'],
          ['/a', '/b'],
        ],
        [
          ['/x', '/b'],
          ['/x', '/b'],
        ],
      ],
    ],
    sources: [
      { from: '/a', locale: null },
      { from: '/x', locale: null },
    ],
  },
  {
    name: 'an unpublish and a delete are changes of their sources, with their locale',
    changes: [
      [
        [
          ['/a', '/b'],
          ['/a', '/b'],
        ],
        [['/a', '/b'], null],
      ],
      [
        [
          ['/c', '/d', 'fr'],
          ['/c', '/d', 'fr'],
        ],
        null,
      ],
    ],
    sources: [
      { from: '/a', locale: null },
      { from: '/c', locale: 'fr' },
    ],
  },
  {
    name: 'a source changed by several documents is named once',
    changes: [
      [
        [
          ['/a', '/b'],
          ['/a', '/b'],
        ],
        null,
      ],
      [
        null,
        [
          ['/a', '/c'],
          ['/a', '/c'],
        ],
      ],
    ],
    sources: [{ from: '/a', locale: null }],
  },
];
