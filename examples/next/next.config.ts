import type { NextConfig } from 'next';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const nextConfig: NextConfig = {
  // sitetools-client is linked from ../../packages/client: the bundler must see the repository.
  turbopack: { root: resolve(dirname(fileURLToPath(import.meta.url)), '../..') },
};

export default nextConfig;
