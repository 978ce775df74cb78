import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The reference is split over several pages that link to each other: every relative link of the
 * READMEs and of docs/ must lead to a file of the repository and, with a `#fragment`, to a heading
 * of that page (by the anchors GitHub gives headings).
 */

const root = join(__dirname, '../..');

const markdownUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });

const pages = [
  join(root, 'README.md'),
  join(root, 'addons/redirects/README.md'),
  join(root, 'packages/client/README.md'),
  ...markdownUnder(join(root, 'docs')),
];

/** The text outside fenced code blocks, where a `[x](y)` is code, not a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as `-`, repeats numbered. */
const anchorsOf = (text: string): Set<string> => {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replaceAll(' ', '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
};

const LINK = /\]\(([^)\s]+)\)/g;

const links = pages.flatMap((page) =>
  [...prose(readFileSync(page, 'utf8')).matchAll(LINK)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => [`${relative(root, page)} → ${target}`, page, target] as const)
);

describe('links between the docs', () => {
  it.each(links)('%s leads somewhere', (_, page, target) => {
    const [file, fragment] = target.split('#');
    const path = file ? join(dirname(page), file) : page;
    expect(existsSync(path), path).toBe(true);
    if (fragment) expect([...anchorsOf(readFileSync(path, 'utf8'))]).toContain(fragment);
  });
});
