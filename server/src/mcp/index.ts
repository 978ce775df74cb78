import type { Core } from '@strapi/strapi';
import { registerTools, type SitetoolsTool } from 'sitetools-kit/mcp';
import { entryUrl } from './tools/entry-url';
import { explainPath } from './tools/explain-path';
import { previewPattern } from './tools/preview-pattern';
import { resolvePath } from './tools/resolve-path';
import { searchUrls } from './tools/search-urls';

/** The core's tools on Strapi's MCP server (docs/ai-assistants.md). Called at register. */
export const registerMcpTools = (strapi: Core.Strapi): void =>
  registerTools(strapi, 'sitetools', [resolvePath, entryUrl, searchUrls, explainPath, previewPattern] as Array<SitetoolsTool<never>>);
