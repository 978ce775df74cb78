/**
 * Turns rendered pieces into a path: splits them into segments, drops the empty ones and cuts the
 * path to a length, remembering which segments hold something a token produced.
 */

/** Rendered text, and whether a token produced it (literal pattern text did not). */
export interface Piece {
  text: string;
  fromToken: boolean;
}

type Segment = Piece;

const toSegments = (pieces: ReadonlyArray<Piece>): Segment[] => {
  const segments: Segment[] = [{ text: '', fromToken: false }];
  for (const piece of pieces) {
    piece.text.split('/').forEach((part, i) => {
      if (i > 0) segments.push({ text: '', fromToken: false });
      const current = segments[segments.length - 1];
      current.text += part;
      if (piece.fromToken && part !== '') current.fromToken = true;
    });
  }
  // NFC per whole segment: literal text and a value may only compose once joined. An empty value
  // leaves an empty segment (or a "." one, from `/[a].[b]/`): dropped, never "//" or "undefined".
  return segments
    .map((segment) => ({ ...segment, text: segment.text.normalize('NFC') }))
    .filter(({ text }) => text !== '' && text !== '.' && text !== '..');
};

// Length of "/a/b" for ["a", "b"]: one "/" per segment.
const lengthOf = (segments: ReadonlyArray<Segment>): number => segments.reduce((sum, segment) => sum + 1 + segment.text.length, 0);

// Cuts to `length` UTF-16 units without splitting a surrogate pair or ending on a separator.
const cutTo = (text: string, length: number): string => {
  const cut = text.slice(0, length);
  const whole = /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  return whole.replace(/[^\p{L}\p{M}\p{N}]+$/u, '');
};

/**
 * Fits segments in `limit` characters: cuts the last segment, and when even an empty last segment
 * would not fit, drops whole segments from the end (a lone segment too long is cut).
 */
const fit = (segments: Segment[], limit: number): Segment[] => {
  if (lengthOf(segments) <= limit) return segments;
  const kept = segments.slice(0, -1);
  const last = segments[segments.length - 1];
  const room = limit - lengthOf(kept) - 1;
  const cut = room > 0 ? cutTo(last.text, room) : '';
  if (cut !== '') return [...kept, { ...last, text: cut }];

  while (kept.length > 1 && lengthOf(kept) > limit) kept.pop();
  if (lengthOf(kept) <= limit) return kept;
  const only = cutTo(kept[0].text, limit - 1);
  return only === '' ? [] : [{ ...kept[0], text: only }];
};

/**
 * The path the pieces make, at most `limit` characters, or null when no segment holds anything
 * a token produced (only literal text, or nothing at all is left). With `literal`, such a path is
 * still a path: its literal text, or `/` when nothing is left (a single type's `/about`, `/`).
 */
export const assemblePath = (pieces: ReadonlyArray<Piece>, limit: number, literal = false): string | null => {
  const segments = fit(toSegments(pieces), limit);
  if (!literal && !segments.some((segment) => segment.fromToken)) return null;
  return `/${segments.map((segment) => segment.text).join('/')}`;
};
