import type { SlugifyOptions } from '../../server/src/domain/slugify';

/** A value given to `slugify`, the options, and the slug it must give. */
export interface SlugifyCase {
  readonly name: string;
  readonly input: unknown;
  readonly options?: SlugifyOptions;
  readonly expected: string;
}

export const slugifyCases: ReadonlyArray<SlugifyCase> = [
  // Plain titles
  { name: 'lowercases and joins words with -', input: 'Hello World', expected: 'hello-world' },
  { name: 'handles a longer title', input: 'The Quick Brown Fox', expected: 'the-quick-brown-fox' },
  { name: 'lowercases a hyphenated title', input: 'About-Us', expected: 'about-us' },

  // Transliteration (the default)
  { name: 'strips French accents', input: 'Crème brûlée', expected: 'creme-brulee' },
  { name: 'strips accents given decomposed', input: 'Cre\u0300me bru\u0302le\u0301e', expected: 'creme-brulee' },
  { name: 'strips cedilla and tilde', input: 'Ça va, São Paulo?', expected: 'ca-va-sao-paulo' },
  { name: 'turns German ß into ss', input: 'Straße', expected: 'strasse' },
  { name: 'turns capital ẞ into ss', input: 'GROẞE', expected: 'grosse' },
  { name: 'handles umlauts and ß together', input: 'Über Größe', expected: 'uber-grosse' },
  { name: 'turns Polish ł into l', input: 'Łódź', expected: 'lodz' },
  { name: 'handles a Polish pangram', input: 'Zażółć gęślą jaźń', expected: 'zazolc-gesla-jazn' },
  { name: 'turns the æ ligature into ae', input: 'Æsir', expected: 'aesir' },
  { name: 'turns the œ ligature into oe', input: 'Cœur', expected: 'coeur' },
  { name: 'turns the ﬁ ligature into fi', input: 'ﬁnance', expected: 'finance' },
  { name: 'turns ø, þ and đ into ASCII', input: 'Ørsted Þór Đorđe', expected: 'orsted-thor-dorde' },
  { name: 'turns & into and', input: 'Tom & Jerry', expected: 'tom-and-jerry' },
  { name: 'turns & without spaces into and', input: 'R&D', expected: 'r-and-d' },

  // Punctuation, emoji and separators
  { name: 'drops punctuation', input: 'Hello, World! (2024 edition)', expected: 'hello-world-2024-edition' },
  { name: 'drops emoji', input: 'I ❤️ Paris 🎉', expected: 'i-paris' },
  { name: 'collapses multiple spaces', input: 'hello    world', expected: 'hello-world' },
  { name: 'collapses tabs and newlines', input: 'hello\t\n world', expected: 'hello-world' },
  { name: 'collapses repeated separators', input: 'about--us', expected: 'about-us' },
  { name: 'trims leading and trailing separators', input: '  --Hello World--  ', expected: 'hello-world' },
  { name: 'trims separators around a single word', input: '-about-', expected: 'about' },
  { name: 'trims underscores around a word', input: '__a__', expected: 'a' },

  // Already slugs
  { name: 'keeps an already-slug value with -', input: 'about-us', expected: 'about-us' },
  { name: 'keeps an already-slug value with _', input: 'about_us', expected: 'about_us' },
  { name: 'keeps a short already-slug value', input: 'v2', expected: 'v2' },
  { name: 'keeps an already-slug value starting with a digit', input: '2024-recap', expected: '2024-recap' },
  { name: 'keeps a single letter', input: 'a', expected: 'a' },

  // Numbers
  { name: 'turns 0 into "0"', input: 0, expected: '0' },
  { name: 'turns 42 into "42"', input: 42, expected: '42' },

  // Nothing readable
  { name: 'gives "" for an empty string', input: '', expected: '' },
  { name: 'gives "" for whitespace', input: '   ', expected: '' },
  { name: 'gives "" for null, never "null"', input: null, expected: '' },
  { name: 'gives "" for undefined, never "undefined"', input: undefined, expected: '' },
  { name: 'gives "" for an object', input: { title: 'Hello' }, expected: '' },
  { name: 'gives "" for an object with toString', input: { toString: () => 'hello' }, expected: '' },
  { name: 'gives "" for an array', input: ['hello'], expected: '' },
  { name: 'gives "" for a boolean', input: true, expected: '' },
  { name: 'gives "" for punctuation only', input: '!?…', expected: '' },
  { name: 'gives "" for emoji only', input: '🎉🎉', expected: '' },

  // Custom separator
  { name: 'joins with a custom separator', input: 'Hello World', options: { separator: '_' }, expected: 'hello_world' },
  {
    name: 'trims with a custom separator',
    input: '  Hello   World  ',
    options: { separator: '_' },
    expected: 'hello_world',
  },
  {
    name: 'keeps an already-slug value whatever the separator',
    input: 'about-us',
    options: { separator: '_' },
    expected: 'about-us',
  },

  // Transliteration off
  { name: 'keeps accents without transliteration', input: 'Crème', options: { transliterate: false }, expected: 'crème' },
  {
    name: 'keeps accents and joins words without transliteration',
    input: 'Crème brûlée',
    options: { transliterate: false },
    expected: 'crème-brûlée',
  },
  {
    name: 'composes decomposed letters without transliteration',
    input: 'Cre\u0300me',
    options: { transliterate: false },
    expected: 'crème',
  },
  { name: 'keeps ß without transliteration', input: 'Straße', options: { transliterate: false }, expected: 'straße' },
  {
    name: 'keeps and lowercases Cyrillic without transliteration',
    input: 'Привет мир',
    options: { transliterate: false },
    expected: 'привет-мир',
  },
  { name: 'keeps CJK without transliteration', input: '你好 世界', options: { transliterate: false }, expected: '你好-世界' },
  {
    name: 'keeps Devanagari vowel signs without transliteration',
    input: 'हिन्दी समाचार',
    options: { transliterate: false },
    expected: 'हिन्दी-समाचार',
  },
  {
    name: 'still drops punctuation and emoji without transliteration',
    input: 'Привет, мир! 🎉',
    options: { transliterate: false },
    expected: 'привет-мир',
  },

  // maxLength
  { name: 'truncates without a trailing separator', input: 'Hello World', options: { maxLength: 6 }, expected: 'hello' },
  { name: 'truncates at a word end', input: 'Hello World', options: { maxLength: 5 }, expected: 'hello' },
  { name: 'truncates inside a word', input: 'Hello World', options: { maxLength: 7 }, expected: 'hello-w' },
  { name: 'truncates to one letter', input: 'a b c d', options: { maxLength: 2 }, expected: 'a' },
  { name: 'truncates an already-slug value that is too long', input: 'about-us', options: { maxLength: 6 }, expected: 'about' },
  { name: 'keeps an already-slug value of exactly maxLength', input: 'about-us', options: { maxLength: 8 }, expected: 'about-us' },
  { name: 'truncates to 200 characters by default', input: 'a '.repeat(150), expected: `${'a-'.repeat(99)}a` },
  {
    name: 'truncates without a trailing custom separator',
    input: 'ab cd ef',
    options: { separator: '_', maxLength: 6 },
    expected: 'ab_cd',
  },
  {
    name: 'truncates without a trailing regex-special separator',
    input: 'ab cd ef',
    options: { separator: '.', maxLength: 6 },
    expected: 'ab.cd',
  },
  {
    name: 'truncates without leaving part of a multi-character separator',
    input: 'ab cd',
    options: { separator: '--', maxLength: 3 },
    expected: 'ab',
  },
  {
    name: 'truncates with an empty separator',
    input: 'ab cd',
    options: { separator: '', maxLength: 3 },
    expected: 'abc',
  },
  {
    name: 'truncates without transliteration',
    input: 'Crème brûlée',
    options: { transliterate: false, maxLength: 6 },
    expected: 'crème',
  },
];
