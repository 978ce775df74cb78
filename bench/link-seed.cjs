'use strict';

const { PAGE_UID, seedPages } = require('./seed.cjs');

// Links per page, and the pages of each kind the requests go to: each kind is read at random
// among these, so both stay in the database's cache alike.
const LINKS = 50;
const PAGES_PER_KIND = 500;

/** A Blocks value of `LINKS` paragraphs, each a sentence with a link to `urlOf(k)` in it. */
const blocksWithLinks = (urlOf) =>
  Array.from({ length: LINKS }, (_, k) => ({
    type: 'paragraph',
    children: [
      { type: 'text', text: `Paragraph ${k} says more in ` },
      { type: 'link', url: urlOf(k), children: [{ type: 'text', text: `another page (${k})` }] },
      { type: 'text', text: ', read it next.' },
    ],
  }));

/** Gives both rows (draft and published) of page `documentId` the Blocks value `content`. */
const setContent = (strapi, documentId, content) => strapi.db.query(PAGE_UID).updateMany({ where: { documentId }, data: { content } });

/**
 * `count` published pages (at least twice `PAGES_PER_KIND`), of which one set holds `LINKS`
 * internal links each (`https://sitetools.invalid/<documentId>` to other pages, as the Blocks
 * editor stores them) and another the same text with links to an outside site instead, so
 * that both answers are the same size and shape and only the links' writing out differs. Each
 * item pairs a page with links with a page without; `targetPath` is its first link's target.
 */
const seedPagesWithLinks = async (strapi, count) => {
  const pages = await seedPages(strapi, Math.max(count, 2 * PAGES_PER_KIND));
  const targetOf = (i, k) => pages[(i * LINKS + k * 7 + 2 * PAGES_PER_KIND) % pages.length];
  const items = [];
  for (let i = 0; i < PAGES_PER_KIND; i += 1) {
    const linked = pages[i];
    const plain = pages[PAGES_PER_KIND + i];
    await setContent(
      strapi,
      linked.documentId,
      blocksWithLinks((k) => `https://sitetools.invalid/${targetOf(i, k).documentId}`)
    );
    await setContent(
      strapi,
      plain.documentId,
      blocksWithLinks((k) => `https://www.example.com${targetOf(i, k).path}`)
    );
    items.push({ ...linked, plainPath: plain.path, plainDocumentId: plain.documentId, targetPath: targetOf(i, 0).path });
  }
  return items;
};

module.exports = { seedPagesWithLinks };
