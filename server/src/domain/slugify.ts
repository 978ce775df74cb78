/**
 * Turns a field value into one URL segment: lowercase ASCII words joined by a separator.
 */
export interface SlugifyOptions {
  separator?: string;
  /** Transliterate to ASCII ("Crème brûlée" -> "creme-brulee"); off keeps Unicode letters. */
  transliterate?: boolean;
  maxLength?: number;
}

// Letters that Unicode decomposition (NFKD) does not reduce to ASCII.
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  '&': ' and ',
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;

// A value an editor already wrote as a slug (the shape Strapi's uid fields hold) stays as it is.
const ALREADY_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Slugifies a value; returns an empty string when nothing readable is left. */
export const slugify = (value: unknown, options: SlugifyOptions = {}): string => {
  const { separator = '-', transliterate = true, maxLength = 200 } = options;
  if (typeof value !== 'string' && typeof value !== 'number') return '';

  const raw = String(value);
  if (ALREADY_SLUG.test(raw) && raw.length <= maxLength) return raw;

  let text = raw.toLowerCase();
  if (transliterate) {
    text = text
      .replace(/[ßæœøđðłþıħ&]/g, (letter) => TRANSLITERATIONS[letter] ?? letter)
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '');
  }
  const notAllowed = transliterate ? /[^a-z0-9]+/g : /[^\p{L}\p{M}\p{N}]+/gu;
  const words = text.normalize('NFC').replace(notAllowed, ' ').trim().split(/\s+/).filter(Boolean);

  let slug = words.join(separator);
  if (slug.length > maxLength) {
    slug = slug.slice(0, maxLength);
    // Drop a separator (or part of one) that the cut left at the end.
    while (separator && slug.length > 0 && separator.includes(slug[slug.length - 1])) {
      slug = slug.slice(0, -1);
    }
  }
  return slug;
};
