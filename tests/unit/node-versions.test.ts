import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The Node.js versions the README promises are the ones the packages declare. */

const root = join(__dirname, '../..');
const engines = (manifest: string): string =>
  (JSON.parse(readFileSync(join(root, manifest), 'utf8')) as { engines: { node: string } }).engines.node;
const nodeRow = readFileSync(join(root, 'README.md'), 'utf8')
  .split('\n')
  .find((line) => line.startsWith('| Node.js |'));

describe("the README's Node.js versions", () => {
  it('quote the engines of the core plugin and of the client', () => {
    expect(nodeRow).toContain(`\`${engines('package.json')}\`, the core's \`engines\``);
    expect(nodeRow).toContain(`the client: \`${engines('packages/client/package.json')}\``);
  });

  it('are the ones the playground declares too', () => {
    expect(engines('playground/package.json')).toBe(engines('package.json'));
  });
});
