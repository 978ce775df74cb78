import { MAX_PATH_LENGTH } from 'sitetools-kit/path';
import { slugify, type SlugifyOptions } from './slugify';

/** Room kept at the end of a generated path for a collision suffix such as "-1234". */
export const SUFFIX_ROOM = 8;

export interface DefaultPatternInput {
  pluralName: string;
  /** Value of the type's uid field (already a slug when an editor filled it). */
  uidValue?: unknown;
  /** Value of the field the uid is generated from (the title, usually). */
  uidTargetValue?: unknown;
  documentId: string;
}

/**
 * The zero-configuration pattern `/[pluralName]/[uid field]`: the uid field when it is filled,
 * else its target field slugified (entries created over REST leave uid fields empty), and only
 * when neither has anything readable, the documentId.
 */
export const renderDefaultPath = (
  input: DefaultPatternInput,
  options: Pick<SlugifyOptions, 'transliterate' | 'separator'> & { maxSegmentLength?: number } = {}
): string => {
  const { maxSegmentLength = Infinity, ...slugOptions } = options;
  const prefix = `/${slugify(input.pluralName)}/`;
  const maxLength = Math.min(maxSegmentLength, MAX_PATH_LENGTH - prefix.length - SUFFIX_ROOM);
  const segmentOptions = { ...slugOptions, maxLength };
  const segment = slugify(input.uidValue, segmentOptions) || slugify(input.uidTargetValue, segmentOptions) || input.documentId;
  return `${prefix}${segment}`;
};
