import type { Core } from '@strapi/strapi';
import { strapiZod } from 'sitetools-kit/strapi-utils';
import { definitionOf, type SitetoolsTool } from './tool';
import { entryUrl } from './tools/entry-url';
import { previewPattern } from './tools/preview-pattern';
import { resolvePath } from './tools/resolve-path';
import { searchUrls } from './tools/search-urls';

const TOOLS = [resolvePath, entryUrl, searchUrls, previewPattern] as Array<SitetoolsTool<never>>;

type McpService = { registerTool(tool: unknown): void };

/**
 * Registers sitetools' tools on Strapi's MCP server (Strapi 5.47 and later; the app turns the
 * server on with `server.mcp.enabled`). Called at register, before the server starts. A Strapi
 * without the MCP API starts as before and says so once.
 */
export const registerMcpTools = (strapi: Core.Strapi): void => {
  let mcp: McpService | undefined;
  try {
    mcp = (strapi as unknown as { ai?: { mcp?: McpService } }).ai?.mcp;
  } catch {
    // Releases before the MCP server have no `ai` in the container.
  }
  if (typeof mcp?.registerTool !== 'function' || !strapiZod) {
    strapi.log.info(
      'sitetools: this Strapi has no MCP server (Strapi 5.47 and later): the sitetools tools for AI assistants are not available'
    );
    return;
  }
  for (const tool of TOOLS) mcp.registerTool(definitionOf(strapiZod, tool));
};
