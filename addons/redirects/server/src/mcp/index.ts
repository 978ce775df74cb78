import type { Core } from '@strapi/strapi';
import { registerTools, type SitetoolsTool } from 'sitetools-kit/mcp';
import { PLUGIN_NAME } from '../permissions';
import { createRedirect } from './create-redirect';
import { planRedirect } from './plan-redirect';
import { topNotFound } from './top-not-found';

/** The addon's tools on Strapi's MCP server (docs/ai-assistants.md). Called at register. */
export const registerMcpTools = (strapi: Core.Strapi): void =>
  registerTools(strapi, PLUGIN_NAME, [planRedirect, createRedirect, topNotFound] as Array<SitetoolsTool<never>>);
