import { MANUAL_PATH_ATTRIBUTE } from '../../shared/contracts/entry-alias';

/** A draft, the entry's alias, the generated base, and the path the draft gets on publish. */
export interface PathOnPublishCase {
  readonly name: string;
  readonly draft: Readonly<Record<string, unknown>>;
  readonly alias?: { readonly url_path: string; readonly generated: boolean | null };
  readonly base: string;
  readonly path: string;
  /** The hand-written path, or null when the path is generated. */
  readonly manualPath: string | null;
}

export const pathOnPublishCases: ReadonlyArray<PathOnPublishCase> = [
  { name: 'a new entry gets the generated base', draft: {}, base: '/pages/new', path: '/pages/new', manualPath: null },
  {
    name: 'a generated alias that still derives from the base stays where it is',
    draft: {},
    alias: { url_path: '/pages/same-2', generated: true },
    base: '/pages/same',
    path: '/pages/same-2',
    manualPath: null,
  },
  {
    name: 'a generated alias moves to a base it no longer derives from',
    draft: {},
    alias: { url_path: '/pages/old', generated: true },
    base: '/pages/new',
    path: '/pages/new',
    manualPath: null,
  },
  {
    name: "the draft's hand-written path wins over everything",
    draft: { [MANUAL_PATH_ATTRIBUTE]: '/hand' },
    alias: { url_path: '/pages/old', generated: true },
    base: '/pages/new',
    path: '/hand',
    manualPath: '/hand',
  },
  {
    name: 'a hand-written alias keeps its path when the draft makes no choice',
    draft: {},
    alias: { url_path: '/kept', generated: null },
    base: '/pages/new',
    path: '/kept',
    manualPath: '/kept',
  },
  {
    name: 'a hand-written alias goes back to the generator when the draft switched to generated',
    draft: { [MANUAL_PATH_ATTRIBUTE]: '' },
    alias: { url_path: '/kept', generated: null },
    base: '/pages/new',
    path: '/pages/new',
    manualPath: null,
  },
];
