import { MANUAL_PATH_ATTRIBUTE } from '../../shared/contracts/entry-alias';

interface Row {
  readonly id: number;
  readonly publishedAt: string | null;
  readonly [field: string]: unknown;
}

/** An entry's rows in one locale, its alias, the base its draft renders to, and the alias's draftPath. */
export interface DraftPathCase {
  readonly name: string;
  readonly rows: ReadonlyArray<Row>;
  readonly alias: { readonly url_path: string; readonly generated: boolean | null };
  /** Whether the entry has a published version. */
  readonly live: boolean;
  readonly draftBase: string;
  readonly draftPath: string | null;
  /** Whether the draft's generated path had to be rendered. */
  readonly rendered: boolean;
}

const PUBLISHED = '2026-11-27T08:00:00.000Z';
const published = (fields: Record<string, unknown> = {}): Row => ({ id: 2, publishedAt: PUBLISHED, ...fields });
const draft = (fields: Record<string, unknown> = {}): Row => ({ id: 1, publishedAt: null, ...fields });
const generated = (url_path: string) => ({ url_path, generated: true });

export const draftPathCases: ReadonlyArray<DraftPathCase> = [
  {
    name: 'a never-published entry: its draft is at the path its alias reserves',
    rows: [draft()],
    alias: generated('/pages/new'),
    live: false,
    draftBase: '/pages/other',
    draftPath: null,
    rendered: false,
  },
  {
    name: 'a published entry whose draft renders to its path',
    rows: [draft(), published()],
    alias: generated('/pages/same'),
    live: true,
    draftBase: '/pages/same',
    draftPath: null,
    rendered: true,
  },
  {
    name: 'a published entry whose draft renders to the base its numbered path derives from',
    rows: [draft(), published()],
    alias: generated('/pages/same-2'),
    live: true,
    draftBase: '/pages/same',
    draftPath: null,
    rendered: true,
  },
  {
    name: 'a published entry whose edited draft renders elsewhere',
    rows: [draft(), published()],
    alias: generated('/pages/original'),
    live: true,
    draftBase: '/pages/changed',
    draftPath: '/pages/changed',
    rendered: true,
  },
  {
    name: 'a type without draft & publish: no draft row',
    rows: [published()],
    alias: generated('/pages/only'),
    live: true,
    draftBase: '/pages/other',
    draftPath: null,
    rendered: false,
  },
  {
    name: 'a draft with a hand-written path of its own',
    rows: [draft({ [MANUAL_PATH_ATTRIBUTE]: '/hand' }), published()],
    alias: generated('/pages/original'),
    live: true,
    draftBase: '/pages/original',
    draftPath: '/hand',
    rendered: false,
  },
  {
    name: 'a hand-written alias the draft keeps',
    rows: [draft(), published()],
    alias: { url_path: '/hand', generated: null },
    live: true,
    draftBase: '/pages/changed',
    draftPath: null,
    rendered: false,
  },
];
