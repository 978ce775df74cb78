import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { InvalidPathError } from 'sitetools-kit/path';
import type { AdminRedirect, FindRedirects, RedirectState, SaveRedirect, TestRedirectPath } from '../../../shared/contracts/redirects';
import type { Operation, Outcome } from '../domain/redirect-plan';
import type { RedirectInput } from '../domain/redirect-rules';
import { fieldError } from '../validation/redirect-input';
import { foldRedirectInput } from '../domain/path-case';
import { REDIRECT_UID } from './redirect-engine';
import { getCoreService, getService } from './get-service';
import { shedCounter } from './intake-shed';
import { redirectHitReader } from './redirect-hit-read';
import { listParams } from './redirect-list-filter';
import { redirectLocaleOf } from 'sitetools-kit/redirect-locale';
import { contentTypeUid } from 'sitetools-kit/uid';
import { flipDirection, pageWindow } from 'sitetools-kit/page-window';

type ListQuery = Required<Pick<FindRedirects.Query, 'page' | 'pageSize' | 'sort'>> &
  Omit<FindRedirects.Query, 'page' | 'pageSize' | 'sort'>;

type Row = Omit<AdminRedirect, 'state' | 'publishedAt'>;
type PublishedRow = Pick<
  AdminRedirect,
  'documentId' | 'publishedAt' | 'from' | 'to' | 'status_code' | 'locale' | 'query' | 'activeFrom' | 'activeUntil'
>;

/** Whether two stored moments are the same (each database writes them its own way). */
const sameMoment = (a: string | null, b: string | null) => (a === null ? null : Date.parse(a)) === (b === null ? null : Date.parse(b));
type Saved = SaveRedirect.Response['data'];
type Accepted = Extract<Outcome, { ok: true }>;

/** The state of a draft row given its published row, if any: `modified` when they differ. */
const stateOf = (draft: Row, published: PublishedRow | undefined): RedirectState => {
  if (!published) return 'draft';
  const same =
    draft.from === published.from &&
    draft.to === published.to &&
    draft.status_code === published.status_code &&
    redirectLocaleOf(draft.locale) === redirectLocaleOf(published.locale) &&
    (draft.query ?? 'pass') === (published.query ?? 'pass') &&
    sameMoment(draft.activeFrom ?? null, published.activeFrom ?? null) &&
    sameMoment(draft.activeUntil ?? null, published.activeUntil ?? null);
  return same ? 'published' : 'modified';
};

/** A refused operation as the HTTP error it is: 404 for a missing redirect, else a 400 naming the field. */
const accepted = (outcome: Outcome): Accepted => {
  if (outcome.ok) return outcome;
  const { refusal } = outcome;
  if (refusal.kind === 'missing') throw new errors.NotFoundError(`No redirect ${refusal.documentId}`);
  throw fieldError(refusal.field, refusal.message, refusal.kind === 'invalid' && refusal.cycle ? { cycle: refusal.cycle } : {});
};

/** What the admin's Redirects page reads and writes; every write goes through the redirect engine. */
const redirectAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(contentTypeUid(REDIRECT_UID));
  const engine = () => getService(strapi, 'redirect-engine');

  /** Runs one operation; resolves with what it did, or throws its refusal. */
  const runOne = async (operation: Operation): Promise<Accepted> => {
    const policy = getCoreService(strapi, 'paths').policy();
    const folded = 'input' in operation ? { ...operation, input: foldRedirectInput(operation.input, policy) } : operation;
    const { outcomes } = await engine().run([folded]);
    return accepted(outcomes[0]);
  };

  /** A redirect as the admin reads it after a write. */
  const savedDocument = async (documentId: string): Promise<Saved> =>
    // The engine's rows hold Dates; the response is JSON, where they become the contract's strings.
    (await engine().findDocument(documentId)) as unknown as Saved;

  /** Runs a create or an update and answers with the saved redirect and whether it was flattened. */
  const save = async (operation: Operation): Promise<SaveRedirect.Response> => {
    const { documentId, flattened } = await runOne(operation);
    return { data: await savedDocument(documentId as string), meta: { flattened } };
  };

  return {
    /**
     * A page of redirects (their latest edit), each with its publication state and hits, and the
     * hit entries the hits intake shed at its budget (hits it never counted).
     */
    async list({ page, pageSize, sort, ...filter }: ListQuery): Promise<FindRedirects.Response> {
      const params = await listParams(strapi, filter);
      const [total, shed] = await Promise.all([documents().count(params), shedCounter(strapi, 'redirectHits').read()]);
      // Read from the nearer end of the order (sitetools-kit/page-window), the id breaking ties so
      // that the order reversed is exactly the order backwards; the default order is one index
      // (the redirect schema's), whatever the page.
      const window = pageWindow({ page, pageSize, total });
      const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
      const order = window.reversed ? flipDirection(direction) : direction;
      const results = await documents().findMany({
        ...params,
        // Typed from the app's generated types, which do not know the addon's content type.
        sort: [`${field}:${order}`, `id:${order}`] as never,
        start: window.offset,
        limit: window.limit,
      });
      // The Document Service types documents from the app's generated types, which do not know the
      // addon's content type: it answers with untyped documents of the redirect schema.
      const read = results as unknown as Row[];
      const drafts = window.reversed ? read.reverse() : read;
      const ids = drafts.map((r) => r.documentId);
      // Untyped documents again, for the same reason.
      const published = ids.length
        ? ((await documents().findMany({
            status: 'published',
            filters: { documentId: { $in: ids } },
            fields: ['documentId', 'publishedAt', 'from', 'to', 'status_code', 'locale', 'query', 'activeFrom', 'activeUntil'],
          })) as unknown as PublishedRow[])
        : [];
      const publishedOf = new Map(published.map((row) => [row.documentId, row]));
      // The hits are the rule's as its latest edit names it (source and locale).
      const statsOf = await redirectHitReader(strapi).statsOf(drafts);
      return {
        data: drafts.map((row) => {
          const live = publishedOf.get(row.documentId);
          return {
            ...row,
            ...statsOf(row),
            locale: redirectLocaleOf(row.locale),
            // Rows from before query policies hold null: pass.
            query: row.query ?? 'pass',
            publishedAt: live?.publishedAt ?? null,
            state: stateOf(row, live),
          };
        }),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total }, shed },
      };
    },

    /** Creates a redirect, published at once when `publish`. */
    create: (input: RedirectInput, publish: boolean) => save({ kind: 'save', input, publish }),

    /** Saves an edit as a draft: what is live changes when it is published. */
    update: (documentId: string, input: RedirectInput) => save({ kind: 'save', documentId, input }),

    async publish(documentId: string) {
      await runOne({ kind: 'publish', documentId });
      return savedDocument(documentId);
    },

    async unpublish(documentId: string) {
      await runOne({ kind: 'unpublish', documentId });
      return savedDocument(documentId);
    },

    async delete(documentId: string) {
      await runOne({ kind: 'delete', documentId });
    },

    /**
     * What a request for `path` (as in a URL, with its query string if any) in `locale` gets: the
     * live entry (the router serves it; a rule cannot start at a live path, but for one of its
     * query strings), else the published rule front-ends apply (see TestRedirectPath).
     */
    async testPath(path: string, locale?: string): Promise<TestRedirectPath.Response['data']> {
      const mark = path.indexOf('?');
      const pathname = mark < 0 ? path : path.slice(0, mark);
      const search = mark < 0 ? undefined : path.slice(mark);
      const paths = getCoreService(strapi, 'paths');
      let normal: string;
      try {
        normal = paths.normalize(pathname);
      } catch (error) {
        // "path must ..." worded as the rules' refusals are ("to: must ..."), which the form shows without the name.
        if (error instanceof InvalidPathError) throw fieldError('path', error.message.replace(/^path /, 'path: '));
        throw error;
      }
      const answer = await getService(strapi, 'redirect-manifest').answer(pathname, locale, search);
      // Only a rule for one query string of a live path (`/?p=12`) comes before the live entry.
      if (answer?.rule.query !== 'exact' && (await paths.isLive(normal, locale))) {
        return { path: normal, live: true, rule: null, to: null, status_code: null };
      }
      return { path: normal, live: false, rule: answer?.rule ?? null, to: answer?.to ?? null, status_code: answer?.statusCode ?? null };
    },
  };
};

export default redirectAdmin;
