import type { Core } from '@strapi/strapi';
import { contentTypeUid } from 'sitetools-kit/uid';
import { redirectLocaleOf } from 'sitetools-kit/redirect-locale';
import { MAX_BULK_REDIRECTS, type BulkRedirects } from '../../../shared/contracts/redirects';
import type { Outcome } from '../domain/redirect-plan';
import { fieldError } from '../validation/redirect-input';
import { getService } from './get-service';
import { REDIRECT_UID } from './redirect-engine';
import { listParams, type ListFilter } from './redirect-list-filter';

/** A rule the filter selected (the Document Service answers untyped documents of the addon's type). */
interface Listed {
  documentId: string;
  from: string;
  locale: string | null;
}

type Refusal = Extract<Outcome, { ok: false }>['refusal'];

/** A refusal in words for the admin (the planner's message, or why the rule was not found). */
const reasonOf = (refusal: Refusal) => (refusal.kind === 'missing' ? 'the redirect no longer exists' : refusal.message);

/**
 * The Redirects page's bulk operations: delete or unpublish every rule its filter lists (say,
 * those unused for 90 days), through the redirect engine's planner in one transaction, so that
 * each rule is changed or refused as its own delete or unpublish would be.
 */
const redirectBulk = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(contentTypeUid(REDIRECT_UID));

  /** The rules of `rules` that have a published version (one read). */
  const publishedAmong = async (rules: Listed[]): Promise<Listed[]> => {
    const rows = (await documents().findMany({
      status: 'published',
      filters: { documentId: { $in: rules.map((rule) => rule.documentId) } },
      fields: ['documentId'],
    })) as unknown as Array<{ documentId: string }>;
    const published = new Set(rows.map((row) => row.documentId));
    return rules.filter((rule) => published.has(rule.documentId));
  };

  return {
    async run(kind: 'delete' | 'unpublish', filter: ListFilter): Promise<BulkRedirects.Response['data']> {
      const params = await listParams(strapi, filter);
      // One more than the bound tells a selection past it from one at it.
      const found = (await documents().findMany({
        ...params,
        fields: ['from', 'locale'],
        limit: MAX_BULK_REDIRECTS + 1,
      })) as unknown as Listed[];
      if (found.length > MAX_BULK_REDIRECTS) {
        throw fieldError(
          'filter',
          `the filter selects more than ${MAX_BULK_REDIRECTS} redirects, the most one bulk operation takes: narrow it`
        );
      }
      // A rule never published has nothing to unpublish: it is left as it is, without a write.
      const acted = kind === 'unpublish' ? await publishedAmong(found) : found;
      const answer: BulkRedirects.Response['data'] = { changed: 0, unchanged: found.length - acted.length, refused: [] };
      if (acted.length === 0) return answer;
      const { outcomes } = await getService(strapi, 'redirect-engine').run(acted.map(({ documentId }) => ({ kind, documentId })));
      outcomes.forEach((outcome, index) => {
        const { documentId, from, locale } = acted[index];
        if (!outcome.ok) answer.refused.push({ documentId, from, locale: redirectLocaleOf(locale), reason: reasonOf(outcome.refusal) });
        else if (outcome.action === 'unchanged') answer.unchanged += 1;
        else answer.changed += 1;
      });
      return answer;
    },
  };
};

export default redirectBulk;
