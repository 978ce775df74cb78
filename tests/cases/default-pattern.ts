import type { DefaultPatternInput } from '../../server/src/domain/default-pattern';
import type { SlugifyOptions } from '../../server/src/domain/slugify';

/** An entry's fields, the slug options, and the path `renderDefaultPath` must give. */
export interface DefaultPathCase {
  readonly name: string;
  readonly input: DefaultPatternInput;
  readonly options?: Pick<SlugifyOptions, 'transliterate'>;
  readonly expected: string;
}

const DOCUMENT_ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const entry = (fields: Partial<DefaultPatternInput>): DefaultPatternInput => ({
  pluralName: 'articles',
  documentId: DOCUMENT_ID,
  ...fields,
});

// "/articles/" is 10 characters; 255 - 10 - SUFFIX_ROOM (8) = 237 are left for the segment.
export const defaultPathCases: ReadonlyArray<DefaultPathCase> = [
  {
    name: 'uses the uid value',
    input: entry({ uidValue: 'my-first-post', uidTargetValue: 'My First Post!' }),
    expected: '/articles/my-first-post',
  },
  {
    name: 'prefers the uid value to a different title',
    input: entry({ uidValue: 'custom', uidTargetValue: 'Hello World' }),
    expected: '/articles/custom',
  },
  {
    name: 'slugifies a uid value that is not a slug',
    input: entry({ uidValue: 'My Post' }),
    expected: '/articles/my-post',
  },
  {
    name: 'slugifies the title when the uid is empty',
    input: entry({ uidValue: '', uidTargetValue: 'Hello World' }),
    expected: '/articles/hello-world',
  },
  {
    name: 'slugifies the title when the uid is null',
    input: entry({ uidValue: null, uidTargetValue: 'Hello World' }),
    expected: '/articles/hello-world',
  },
  {
    name: 'slugifies the title when the uid is absent',
    input: entry({ uidTargetValue: 'Crème brûlée' }),
    expected: '/articles/creme-brulee',
  },
  {
    name: 'slugifies the title when the uid is whitespace',
    input: entry({ uidValue: '   ', uidTargetValue: 'Hello World' }),
    expected: '/articles/hello-world',
  },
  {
    name: 'slugifies the title when the uid is not a string',
    input: entry({ uidValue: { id: 1 }, uidTargetValue: 'Hello World' }),
    expected: '/articles/hello-world',
  },
  {
    name: 'uses a numeric title',
    input: entry({ uidTargetValue: 2024 }),
    expected: '/articles/2024',
  },
  {
    name: 'uses the documentId when both are empty',
    input: entry({ uidValue: '', uidTargetValue: '' }),
    expected: `/articles/${DOCUMENT_ID}`,
  },
  {
    name: 'uses the documentId when both are absent',
    input: entry({}),
    expected: `/articles/${DOCUMENT_ID}`,
  },
  {
    name: 'uses the documentId when both are null',
    input: entry({ uidValue: null, uidTargetValue: null }),
    expected: `/articles/${DOCUMENT_ID}`,
  },
  {
    name: 'uses the documentId when both are unreadable',
    input: entry({ uidValue: '!!!', uidTargetValue: '🎉🎉' }),
    expected: `/articles/${DOCUMENT_ID}`,
  },
  {
    name: 'uses the documentId when nothing in the title transliterates',
    input: entry({ uidTargetValue: 'Привет мир' }),
    expected: `/articles/${DOCUMENT_ID}`,
  },
  {
    name: 'keeps a hyphenated plural name',
    input: entry({ pluralName: 'blog-posts', uidTargetValue: 'Hello' }),
    expected: '/blog-posts/hello',
  },
  {
    name: 'keeps accents with transliteration off',
    input: entry({ uidTargetValue: 'Crème brûlée' }),
    options: { transliterate: false },
    expected: '/articles/crème-brûlée',
  },
  {
    name: 'keeps Cyrillic with transliteration off',
    input: entry({ uidTargetValue: 'Привет мир' }),
    options: { transliterate: false },
    expected: '/articles/привет-мир',
  },
  {
    name: 'keeps an ASCII uid with transliteration off',
    input: entry({ uidValue: 'creme', uidTargetValue: 'Crème' }),
    options: { transliterate: false },
    expected: '/articles/creme',
  },
  {
    name: 'truncates a long title inside a word, leaving room for a suffix',
    input: entry({ uidTargetValue: 'word '.repeat(100) }),
    expected: `/articles/${'word-'.repeat(47)}wo`,
  },
  {
    name: 'truncates a long title without a trailing separator',
    input: entry({ uidTargetValue: 'ab '.repeat(100) }),
    expected: `/articles/${'ab-'.repeat(78)}ab`,
  },
  {
    name: 'truncates a long uid value, leaving room for a suffix',
    input: entry({ uidValue: 'a'.repeat(300) }),
    expected: `/articles/${'a'.repeat(237)}`,
  },
  {
    name: 'truncates a long title with transliteration off',
    input: entry({ uidTargetValue: 'é'.repeat(300) }),
    options: { transliterate: false },
    expected: `/articles/${'é'.repeat(237)}`,
  },
];
