/** An ICU message and the arguments a translation of it must keep. */
export interface MessageArgumentsCase {
  readonly name: string;
  readonly message: string;
  readonly expected: ReadonlyArray<string>;
}

export const messageArgumentsCases: ReadonlyArray<MessageArgumentsCase> = [
  { name: 'plain text takes none', message: 'Save', expected: [] },
  { name: 'a quoted brace is text', message: "Type '{' to start", expected: [] },
  { name: 'a simple argument', message: 'Saved as {path}', expected: ['path (argument)'] },
  {
    name: 'one argument used twice counts once',
    message: '{requested} then {to}, and {to}',
    expected: ['requested (argument)', 'to (argument)'],
  },
  { name: 'a number argument keeps its format kind', message: '{percent, number}%', expected: ['percent (number)'] },
  {
    name: 'a plural and the arguments inside its branches',
    message: '{changed, plural, =0 {None} one {# of {total}} other {# of {total}}}',
    expected: ['changed (plural)', 'total (argument)'],
  },
  {
    name: 'a select and its branch arguments',
    message: '{state, select, live {Live at {path}} other {Draft}}',
    expected: ['path (argument)', 'state (select)'],
  },
  { name: 'a rich-text tag and the argument inside it', message: 'See <b>{name}</b>', expected: ['b (tag)', 'name (argument)'] },
];
