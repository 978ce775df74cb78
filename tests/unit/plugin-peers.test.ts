import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_STRAPI } from '../../packages/kit/src/strapi-internals';

const manifest = (folder: string) =>
  JSON.parse(readFileSync(join(__dirname, '../..', folder, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };

// What a user's app must provide. Strapi's error classes come from the copy @strapi/core loads
// (kit strapi-utils), so @strapi/utils is no peer; the build tool is the repository's own.
describe.each(['.', 'addons/redirects'])('the peer dependencies of the plugin in %s', (folder) => {
  const peers = manifest(folder).peerDependencies;

  it('name the Strapi range that the start-up errors name', () => {
    expect(peers['@strapi/strapi']).toBe(SUPPORTED_STRAPI);
  });

  it('leave out @strapi/utils and the build tool', () => {
    expect(Object.keys(peers)).not.toContain('@strapi/utils');
    expect(Object.keys(peers)).not.toContain('@strapi/sdk-plugin');
  });
});
