/**
 * nginx's configuration syntax, read into directives: words and quoted strings, `;` ending a
 * directive, `{}` holding a block, `#` starting a comment. Enough to read the directives that
 * redirect; nothing is run or included.
 */
import { ImportFileError } from 'sitetools-kit/import-records';

export interface Directive {
  name: string;
  args: string[];
  line: number;
  block: Directive[] | null;
}

interface Token {
  text: string;
  line: number;
  /** `{`, `}` or `;` written bare, not in quotes. */
  punct: boolean;
}

const tokenize = (content: string): Token[] => {
  const tokens: Token[] = [];
  let line = 1;
  for (let i = 0; i < content.length;) {
    const c = content[i];
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (/\s/.test(c)) i += 1;
    else if (c === '#') i = content.indexOf('\n', i) < 0 ? content.length : content.indexOf('\n', i);
    else if (c === '{' || c === '}' || c === ';') {
      tokens.push({ text: c, line, punct: true });
      i += 1;
    } else if (c === '"' || c === "'") {
      let text = '';
      const start = line;
      for (i += 1; i < content.length && content[i] !== c; i += 1) {
        // A backslash escapes a quote or itself; before anything else nginx keeps it.
        if (content[i] === '\\' && /["'\\]/.test(content[i + 1] ?? '')) i += 1;
        if (content[i] === '\n') line += 1;
        text += content[i];
      }
      if (i >= content.length) throw new ImportFileError(`line ${start}: a quoted string is not closed`);
      tokens.push({ text, line: start, punct: false });
      i += 1;
    } else {
      let text = '';
      for (; i < content.length && !/[\s;{}]/.test(content[i]); i += 1) text += content[i];
      tokens.push({ text, line, punct: false });
    }
  }
  return tokens;
};

// A real configuration nests a few blocks (http, server, location, if); the limit keeps the
// reading, and the walks over its blocks, far from the stack's end.
const MAX_DEPTH = 50;

/** Reads a configuration (or a snippet of one) into its directives. */
export const readNginxConfig = (content: string): Directive[] => {
  const tokens = tokenize(content.replace(/^\ufeff/, ''));
  let at = 0;
  const readBlock = (depth: number): Directive[] => {
    const nested = depth > 0;
    if (depth > MAX_DEPTH) throw new ImportFileError(`blocks are nested more than ${MAX_DEPTH} deep`);
    const directives: Directive[] = [];
    let current: Directive | null = null;
    for (; at < tokens.length; at += 1) {
      const token = tokens[at];
      if (token.punct && token.text === '}') {
        if (!nested) throw new ImportFileError(`line ${token.line}: "}" closes no block`);
        return directives;
      }
      if (token.punct && token.text === ';') {
        if (current) directives.push(current);
        current = null;
      } else if (token.punct && token.text === '{') {
        const directive: Directive = current ?? { name: '', args: [], line: token.line, block: null };
        at += 1;
        directive.block = readBlock(depth + 1);
        directives.push(directive);
        current = null;
      } else if (current) current.args.push(token.text);
      else current = { name: token.text, args: [], line: token.line, block: null };
    }
    if (nested) throw new ImportFileError('a block is not closed with "}"');
    if (current) throw new ImportFileError(`line ${current.line}: the directive "${current.name}" does not end with ";"`);
    return directives;
  };
  return readBlock(0);
};
