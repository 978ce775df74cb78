/**
 * The checks on a parameter's constraint (`:id(\d+)`): it must compile, hold no capturing group,
 * never match "/" (a parameter is one segment), and be safe to run against any segment a visitor
 * sends. Pure and dependency-free, so that the client bundles it too.
 */

/** Why a constraint is refused; `reason` finishes "…(reason)" in the editor's message. */
export type ConstraintProblem =
  | { problem: 'bad-constraint' }
  | { problem: 'capturing-group' }
  | { problem: 'constraint-slash' }
  | { problem: 'unsafe-constraint'; reason: string };

/**
 * A check that a constraint cannot backtrack catastrophically: the reason it is unsafe, or null.
 * The structural check in this file is the one used everywhere; a server-side checker (such as
 * recheck's) can only be added after it, never in its place, so that the client (which runs the
 * structural check alone) never refuses a rule the server accepted.
 */
export type ConstraintSafety = (constraint: string) => string | null;

// How many ways the quantifiers may split one segment, at most: each quantifier multiplies it by
// the counts it can take (an open-ended one by 256, as a segment holds at most 255 characters).
// 256² lets two open-ended repeats through (`\d+-\d+`), or sixteen optional characters; a third
// open-ended repeat, or `\d{0,16}` ten times over, would let a backtracking engine try millions.
const MAX_SPLITS = 256 * 256;

interface Item {
  atom: Atom;
  min: number;
  max: number;
}
type Atom = { kind: 'char'; text: string } | { kind: 'zero-width' } | { kind: 'group'; alternatives: Item[][] };

class Refused extends Error {
  constructor(readonly result: ConstraintProblem) {
    super(result.problem);
  }
}

const unsafe = (reason: string): never => {
  throw new Refused({ problem: 'unsafe-constraint', reason });
};

/** A reader of a regular expression that compiled with the "u" flag, so its syntax is strict. */
const parse = (source: string): Item[][] => {
  let i = 0;
  const take = (pattern: RegExp): string => {
    const found = pattern.exec(source.slice(i));
    const text = found ? found[0] : source[i];
    i += text.length;
    return text;
  };
  const alternatives = (): Item[][] => {
    const all: Item[][] = [sequence()];
    while (source[i] === '|') {
      i += 1;
      all.push(sequence());
    }
    return all;
  };
  const sequence = (): Item[] => {
    const items: Item[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') items.push({ atom: atom(), ...quantifier() });
    return items;
  };
  const atom = (): Atom => {
    if (source.startsWith('(?=', i) || source.startsWith('(?!', i) || source.startsWith('(?<=', i) || source.startsWith('(?<!', i)) {
      return unsafe('a lookahead or lookbehind');
    }
    if (source[i] === '(') {
      if (!source.startsWith('(?:', i)) throw new Refused({ problem: 'capturing-group' });
      i += 3;
      const group = alternatives();
      i += 1; // the ")"
      return { kind: 'group', alternatives: group };
    }
    if (source[i] === '^' || source[i] === '$') {
      i += 1;
      return { kind: 'zero-width' };
    }
    if (source[i] === '[') return { kind: 'char', text: take(/^\[(?:\\.|[^\]\\])*\]/su) };
    if (source[i] !== '\\') return { kind: 'char', text: take(/^./su) };
    if (/^\\(?:[1-9]|k<)/.test(source.slice(i))) return unsafe('a back-reference');
    if (/^\\[bB]/.test(source.slice(i))) {
      i += 2;
      return { kind: 'zero-width' };
    }
    return { kind: 'char', text: take(/^\\(?:[pP]\{[^}]*\}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z]|.)/su) };
  };
  const quantifier = (): { min: number; max: number } => {
    const found = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(i));
    if (!found) return { min: 1, max: 1 };
    i += found[0].length;
    if (found[1]) return { min: found[1] === '+' ? 1 : 0, max: found[1] === '?' ? 1 : Infinity };
    const min = Number(found[2]);
    return { min, max: found[3] === undefined ? min : found[4] === '' ? Infinity : Number(found[4]) };
  };
  return alternatives();
};

const items = (alternatives: Item[][]): Item[] => alternatives.flat();

const hasQuantifier = (alternatives: Item[][]): boolean =>
  items(alternatives).some(
    (item) => item.min !== 1 || item.max !== 1 || (item.atom.kind === 'group' && hasQuantifier(item.atom.alternatives))
  );

const hasAlternation = (alternatives: Item[][]): boolean =>
  alternatives.length > 1 || items(alternatives).some((item) => item.atom.kind === 'group' && hasAlternation(item.atom.alternatives));

// A repeated choice is safe when each branch is literal text starting with its own character:
// at every step at most one branch can go on.
const isDisjointLiteralChoice = (alternatives: Item[][]): boolean => {
  const firsts = alternatives.map((branch) =>
    branch.length > 0 &&
    branch.every((item) => item.atom.kind === 'char' && /^[^\\[.]/u.test(item.atom.text) && item.min === 1 && item.max === 1)
      ? (branch[0].atom as { text: string }).text
      : null
  );
  return firsts.every((first) => first !== null) && new Set(firsts).size === firsts.length;
};

const matchesSlash = (text: string): boolean => new RegExp(`^${text}$`, 'u').test('/');

// The product of the quantifiers' spans (see MAX_SPLITS), refusing nested and ambiguous repeats.
const check = (alternatives: Item[][]): number => {
  let splits = 1;
  for (const { atom, min, max } of items(alternatives)) {
    splits *= max === Infinity ? 256 : Math.min(max - min + 1, 256);
    if (atom.kind === 'char' && matchesSlash(atom.text)) throw new Refused({ problem: 'constraint-slash' });
    if (atom.kind !== 'group') continue;
    if (max > 1 && hasQuantifier(atom.alternatives)) unsafe('a repeated group that itself repeats');
    if (max > 1 && hasAlternation(atom.alternatives) && !isDisjointLiteralChoice(atom.alternatives)) {
      unsafe('a repeated choice whose branches can start alike');
    }
    splits *= check(atom.alternatives);
  }
  return splits;
};

/**
 * The conservative check every rule passes: no back-reference or lookaround, no repeated group
 * that holds a quantifier (`(?:a+)+`), no repeated choice unless its branches are literal text
 * with distinct first characters (`(?:en|fr)+`), and quantifiers that cannot split a segment in
 * more than MAX_SPLITS ways (two open-ended ones at most). It also finds capturing groups and
 * atoms that match "/", thrown as {@link Refused}.
 */
const structuralSafety: ConstraintSafety = (constraint) => {
  try {
    if (check(parse(constraint)) > MAX_SPLITS) return 'repeats that can split a segment in too many ways';
    return null;
  } catch (error) {
    if (error instanceof Refused && error.result.problem === 'unsafe-constraint') return error.result.reason;
    throw error;
  }
};

/**
 * The constraint compiled to test one whole segment, or the problem that refuses it. It compiles
 * on its own first: "a)|(b" compiles once wrapped, as two alternatives around the anchors.
 * `extraSafety` (a server-side checker) runs after the structural check, never instead of it.
 */
export const compileConstraint = (constraint: string, extraSafety?: ConstraintSafety): RegExp | ConstraintProblem => {
  try {
    new RegExp(constraint, 'u');
  } catch {
    return { problem: 'bad-constraint' };
  }
  if (constraint === '') return { problem: 'bad-constraint' };
  let reason: string | null;
  try {
    reason = structuralSafety(constraint) ?? extraSafety?.(constraint) ?? null;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
  if (reason !== null) return { problem: 'unsafe-constraint', reason };
  return new RegExp(`^(?:${constraint})$`, 'u');
};
