import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { lintCases } from '../cases/lint-rules';
import { titled } from './titled';

const RULES = [
  'sitetools-data/alias-table-owner',
  'sitetools-data/raw-connection',
  'sitetools-data/plugin-service-call',
  'sitetools/capability-doors',
];

// The repository's own config. The fixtures are no files of a TypeScript program, so the
// type-aware parsing (and the one rule that needs it) is off for them; the rules under test read
// syntax and scopes only.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

describe('the lint config', () => {
  it.each(titled(lintCases, ({ name }) => name))('%s', async (_, { file, source, rule }) => {
    const [result] = await eslint.lintText(source, { filePath: file });
    const reported = result.messages.filter((message) => message.fatal || RULES.includes(message.ruleId ?? ''));
    expect(reported.map((message) => message.ruleId)).toEqual(rule ? [rule] : []);
  });

  it.each([
    'server/src/services/aliases/alias-sync.ts',
    'addons/redirects/server/src/services/not-found.ts',
    'packages/kit/src/version-row.ts',
  ])('reports floating promises in %s', async (file) => {
    const config = (await new ESLint({ cwd: process.cwd() }).calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
    expect(config.rules['@typescript-eslint/no-floating-promises']?.[0]).toBe(2);
  });
});
