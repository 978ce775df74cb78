import type { ReplaceUrl } from './markdown-links';

type Node = Record<string, unknown> & { children?: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replaces, in place, the `url` of every link node of a Blocks value (nested at any depth) as
 * `replace` says; a value that is not a list of nodes is left alone. Used to collect URLs too.
 */
export const rewriteBlocksLinks = (blocks: unknown, replace: ReplaceUrl): void => {
  if (!Array.isArray(blocks)) return;
  for (const node of blocks) {
    if (!isNode(node)) continue;
    if (node.type === 'link' && typeof node.url === 'string') {
      const written = replace(node.url);
      if (written !== undefined) node.url = written;
    }
    rewriteBlocksLinks(node.children, replace);
  }
};
