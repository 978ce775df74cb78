import type { StoredLink } from '../../../../shared/contracts/internal-link';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 255;

/**
 * The reference an "Internal link" field holds, or null for an empty or malformed value (a JSON
 * field accepts anything over REST, and a bad value must write out as no link, not as an error).
 */
export const storedLinkOf = (value: unknown): StoredLink | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { contentType, documentId, locale } = value as Record<string, unknown>;
  if (!isText(contentType) || !isText(documentId)) return null;
  return { contentType, documentId, locale: isText(locale) ? locale : null };
};
