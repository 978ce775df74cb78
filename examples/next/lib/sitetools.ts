import type { BlocksContent } from '@strapi/blocks-react-renderer';
import { createClient } from 'sitetools-client';
import { env } from './env';

/**
 * An "Internal link" field as responses give it: the target's live path now (null when the target
 * is not published). `url` is absolute when the plugin's `frontendUrl` is set.
 */
export interface InternalLink {
  path: string;
  url: string | null;
  contentType: string;
  documentId: string;
  locale: string;
}

/** The playground's page, as the router returns it (every field; no relation is populated). */
export interface Page {
  title: string;
  slug: string | null;
  body: string | null;
  /** Blocks, and Markdown: links to entries in them come as the entries' live URLs or paths. */
  content: BlocksContent | null;
  notes: string | null;
  related: InternalLink | null;
}

export interface Article {
  title: string;
  slug: string | null;
  content: string | null;
}

/** What each routed content type holds: a resolved entry narrows by its `contentType`. */
export type SiteTypes = {
  'api::page.page': Page;
  'api::article.article': Article;
};

export const sitetools = createClient<SiteTypes>({ baseURL: env.strapiUrl, token: env.strapiToken });

/**
 * The client pages use in draft mode: its token may read drafts (`plugin::sitetools.router.preview`),
 * so it stays on the server. Null without SITETOOLS_PREVIEW_TOKEN: draft mode then shows published versions.
 */
export const previewClient = env.previewToken ? createClient<SiteTypes>({ baseURL: env.strapiUrl, token: env.previewToken }) : null;
