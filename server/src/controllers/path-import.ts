import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Context } from 'koa';
import { ImportFileError } from 'sitetools-kit/import-records';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { PATH_IMPORT_FIELDS, type GetPathImport, type ImportPaths } from '../../../shared/contracts/path-import';
import { MAX_PATH_IMPORT_CHARACTERS, readPathImportFile } from '../domain/path-import-file';
import { getService } from '../services/get-service';
import { answeringConflict } from './job-conflict';

const importBody = z.object({
  format: z.enum(['csv', 'json']),
  content: z.string().max(MAX_PATH_IMPORT_CHARACTERS),
  dryRun: z.boolean().default(true),
  columns: z.partialRecord(z.enum(PATH_IMPORT_FIELDS), z.string().trim().min(1).max(255)).default({}),
});

/** A 400 naming the request field at fault, in the shape of every sitetools validation error. */
const fileError = (error: ImportFileError) => {
  const message = `${error.part}: ${error.message}`;
  return new errors.ValidationError(message, {
    errors: [{ path: [error.part], message, name: 'ValidationError' }],
    key: error.part,
  });
};

/** The admin routes of the paths import: a dry run, the apply (a background job), its progress. */
const pathImport = ({ strapi }: { strapi: Core.Strapi }) => ({
  async import(ctx: Context) {
    const { format, content, dryRun, columns } = parseWith(importBody, ctx.request.body);
    let lines;
    try {
      lines = readPathImportFile(format, content, columns);
    } catch (error) {
      if (error instanceof ImportFileError) throw fileError(error);
      throw error;
    }
    if (dryRun) {
      ctx.body = (await getService(strapi, 'path-import').run(lines, { dryRun })) satisfies ImportPaths.Response;
      return;
    }
    await answeringConflict(ctx, async () => {
      ctx.body = { data: await getService(strapi, 'path-import-job').start(lines) } satisfies ImportPaths.ApplyResponse;
      ctx.status = 202;
    });
  },

  async find(ctx: Context) {
    ctx.body = { data: await getService(strapi, 'path-import-job').read() } satisfies GetPathImport.Response;
  },
});

export default pathImport;
