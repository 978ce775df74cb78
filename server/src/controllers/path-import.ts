import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Context } from 'koa';
import { ImportFileError } from 'sitetools-kit/import-records';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { PATH_IMPORT_FIELDS, type ImportPaths } from '../../../shared/contracts/path-import';
import { MAX_PATH_IMPORT_CHARACTERS, readPathImportFile } from '../domain/path-import-file';
import { getService } from '../services/get-service';

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

/** The admin route of the paths import (dry run and apply). */
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
    ctx.body = (await getService(strapi, 'path-import').run(lines, { dryRun })) satisfies ImportPaths.Response;
  },
});

export default pathImport;
