import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { configSchema as addonSchema } from '../../addons/redirects/server/src/config';
import { configSchema as coreSchema } from '../../server/src/config';
import { docsPage, tableUnder } from './docs-table';

/**
 * The configuration tables are what users write `config/plugins` from, so they must list exactly
 * the options the plugins' schemas accept: a row names its option in backticks in its first cell,
 * nested options dotted (`routerCache.entries`). An object of options is documented by its
 * leaves; a record (`patterns`, `frontendUrls`) is one option.
 */

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const definition = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema under the wrappers that only give a default or allow a missing value. */
const unwrapped = (schema: z.ZodType): z.ZodType => {
  const { innerType } = definition(schema);
  return innerType ? unwrapped(innerType) : schema;
};

/** The dotted names of every option a schema accepts. */
const optionNames = (schema: z.ZodType, prefix = ''): string[] => {
  const { type, shape } = definition(unwrapped(schema));
  if (type !== 'object' || !shape) return [prefix];
  return Object.entries(shape).flatMap(([key, option]) => optionNames(option, prefix ? `${prefix}.${key}` : key));
};

const plugins = [
  { name: 'sitetools', page: 'permissions-and-configuration.md', heading: '## Configuration', schema: coreSchema },
  { name: 'sitetools-addon-redirects', page: 'redirects.md', heading: '### Configuration', schema: addonSchema },
];

describe.each(plugins)('the configuration table of $name', ({ page, heading, schema }) => {
  const documented = tableUnder(docsPage(page), heading).map(([option]) => /^`([\w.]+)`$/.exec(option)?.[1] ?? option);
  const accepted = optionNames(schema);

  it.each(accepted)('documents %s', (option) => {
    expect(documented).toContain(option);
  });

  it('documents no option the schema does not accept', () => {
    expect(documented.filter((option) => !accepted.includes(option))).toEqual([]);
  });

  it('documents each option once', () => {
    expect(new Set(documented).size).toBe(documented.length);
  });
});
