import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  HOST_NAME,
  IMPORT_FIELDS,
  IMPORT_FORMATS,
  REDIRECT_KINDS,
  SORTS,
  type BulkRedirects,
  type FindRedirects,
  type GetExportReport,
  type ImportRedirects,
  type ApplyRedirectImport,
  type GetRedirectImport,
  type PublishRedirect,
  type SaveRedirect,
  type TestRedirectPath,
} from '../../../shared/contracts/redirects';
import { MAX_IMPORT_CHARACTERS } from '../domain/import-file';
import { LOCALE_CODE, isStatusCode, STATUS_CODE_RULE } from '../domain/redirect-rules';
import { ACTIONS } from '../permissions';
import { getService } from '../services/get-service';
import { ImportRunningError } from '../services/redirect-import-job';

/** A locale code, by the rule a redirect's locale is checked with. */
const localeCode = z.string().regex(LOCALE_CODE, 'must be a locale code');

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().max(255).optional(),
  status_code: z.coerce.number().refine(isStatusCode, STATUS_CODE_RULE).optional(),
  locale: localeCode.optional(),
  state: z.enum(['draft', 'published']).optional(),
  kind: z.enum(REDIRECT_KINDS).optional(),
  unusedDays: z.coerce.number().int().min(1).max(36_500).optional(),
  sort: z.enum(SORTS).default('updatedAt:desc'),
});

/** A bulk operation's selection: the list's filter, as a JSON body. */
const bulkBody = listQuery.omit({ page: true, pageSize: true, sort: true }).strict();

const redirectBody = z.object({
  // The fields themselves are checked by the redirect rules, which name the bad one.
  data: z.record(z.string(), z.unknown()),
  publish: z.boolean().default(false),
});

const importJobQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1_000).default(100),
});

const importBody = z.object({
  format: z.enum([...IMPORT_FORMATS, 'auto']).default('auto'),
  content: z.string().max(MAX_IMPORT_CHARACTERS),
  fileName: z.string().trim().max(255).optional(),
  siteUrl: z
    .string()
    .trim()
    .max(255)
    .regex(/^https?:\/\/[^/?#\s]+\/?$/i, 'must be a site address, such as https://www.example.com')
    .optional(),
  dryRun: z.boolean().default(true),
  columns: z.partialRecord(z.enum(IMPORT_FIELDS), z.string().trim().min(1).max(255)).default({}),
});

const exportQuery = z
  .object({
    format: z.enum(EXPORT_FORMATS).default('csv'),
    locale: localeCode.optional(),
    host: z.string().max(253).regex(HOST_NAME, 'must be a host name, such as www.example.com').optional(),
  })
  .refine((query) => query.format !== 'cloudflare' || query.host !== undefined, {
    path: ['host'],
    message: 'is required for a Cloudflare list, whose sources name the host',
  });

const testQuery = z.object({
  path: z.string().min(1).max(4096),
  locale: localeCode.optional(),
});

/** Refuses (403) a caller whose admin role lacks one of `actions`, beyond what the route's policy checked. */
const requireActions = (ctx: Context, actions: string[], message: string) => {
  const ability = ctx.state.userAbility as { can: (action: string) => boolean } | undefined;
  if (!actions.every((action) => ability?.can(action))) throw new errors.ForbiddenError(message);
};

const documentIdParam = z.object({ documentId: z.string().min(1).max(64) });

/** Admin routes of the Redirects page; each route carries its permission policy. */
const redirectAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const admin = () => getService(strapi, 'redirect-admin');
  const transfer = () => getService(strapi, 'redirect-transfer');
  const idOf = (ctx: Context) => parseWith(documentIdParam, ctx.params).documentId;

  return {
    async find(ctx: Context) {
      ctx.body = (await admin().list(parseWith(listQuery, ctx.query))) satisfies FindRedirects.Response;
    },

    async bulkDelete(ctx: Context) {
      const data = await getService(strapi, 'redirect-bulk').run('delete', parseWith(bulkBody, ctx.request.body ?? {}));
      ctx.body = { data } satisfies BulkRedirects.Response;
    },

    async bulkUnpublish(ctx: Context) {
      const data = await getService(strapi, 'redirect-bulk').run('unpublish', parseWith(bulkBody, ctx.request.body ?? {}));
      ctx.body = { data } satisfies BulkRedirects.Response;
    },

    async create(ctx: Context) {
      const { data, publish } = parseWith(redirectBody, ctx.request.body);
      // The route's policy checks the create action only; publishing at once also needs publish.
      if (publish) requireActions(ctx, [ACTIONS.publish], 'Publishing a redirect needs the publish permission');
      ctx.status = 201;
      ctx.body = (await admin().create(data, publish)) satisfies SaveRedirect.Response;
    },

    async update(ctx: Context) {
      const documentId = idOf(ctx);
      const { data } = parseWith(redirectBody, ctx.request.body);
      ctx.body = (await admin().update(documentId, data)) satisfies SaveRedirect.Response;
    },

    async delete(ctx: Context) {
      await admin().delete(idOf(ctx));
      ctx.status = 204;
    },

    async publish(ctx: Context) {
      ctx.body = { data: await admin().publish(idOf(ctx)) } satisfies PublishRedirect.Response;
    },

    async unpublish(ctx: Context) {
      ctx.body = { data: await admin().unpublish(idOf(ctx)) } satisfies PublishRedirect.Response;
    },

    async import(ctx: Context) {
      const input = parseWith(importBody, ctx.request.body);
      // The route's policy checks the import action, enough for a dry run; applying one creates,
      // updates and publishes redirects, which a role must be allowed to do one by one as well.
      if (!input.dryRun) {
        requireActions(
          ctx,
          [ACTIONS.create, ACTIONS.update, ACTIONS.publish],
          'Applying an import needs the create, update and publish permissions'
        );
      }
      if (input.dryRun) {
        ctx.body = (await transfer().dryRun(input)) satisfies ImportRedirects.Response;
        return;
      }
      try {
        ctx.body = { data: await getService(strapi, 'redirect-import-job').start(input) } satisfies ApplyRedirectImport.Response;
        ctx.status = 202;
      } catch (error) {
        // Answered rather than thrown: Strapi's error classes have no 409, and its error
        // middleware logs any other error as a server failure.
        if (!(error instanceof ImportRunningError)) throw error;
        ctx.status = 409;
        ctx.body = { data: null, error: { status: 409, name: 'ConflictError', message: error.message, details: { job: error.job } } };
      }
    },

    async importJob(ctx: Context) {
      const query = parseWith(importJobQuery, ctx.query);
      ctx.body = { data: await getService(strapi, 'redirect-import-job').read(query) } satisfies GetRedirectImport.Response;
    },

    async test(ctx: Context) {
      const { path, locale } = parseWith(testQuery, ctx.query);
      ctx.body = { data: await admin().testPath(path, locale) } satisfies TestRedirectPath.Response;
    },

    async export(ctx: Context) {
      const { text, contentType, report } = await transfer().export(parseWith(exportQuery, ctx.query));
      ctx.type = contentType;
      ctx.attachment(report.fileName);
      ctx.body = text;
    },

    async exportReport(ctx: Context) {
      const { report } = await transfer().export(parseWith(exportQuery, ctx.query));
      ctx.body = { data: report } satisfies GetExportReport.Response;
    },
  };
};

export default redirectAdmin;
