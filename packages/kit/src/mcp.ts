import type { Core, Modules } from '@strapi/strapi';
import { strapiZod } from './strapi-utils';

/** The running Strapi's zod, which its MCP server reads tool schemas with. */
export type Zod = NonNullable<typeof strapiZod>;

type ObjectSchema = ReturnType<Zod['object']>;

/** What a tool's handler gets besides its arguments: the admin token owner's ability and id. */
export type ToolCaller = Modules.MCP.McpHandlerContext;

/**
 * A tool of the sitetools plugins on Strapi's MCP server: its schemas, built from the running Strapi's zod; the
 * admin permission every call needs (the same as its admin route's; Strapi's MCP server refuses
 * the call without it); and `run`, which resolves with what the tool answers (the output
 * schema's shape) or throws, which the server answers as a tool error with the message.
 */
export interface SitetoolsTool<Input = never, Output extends object = object> {
  name: `sitetools_${string}`;
  title: string;
  description: string;
  action: string;
  input: (z: Zod) => ObjectSchema;
  output: (z: Zod) => ObjectSchema;
  run: (strapi: Core.Strapi, caller: ToolCaller, args: Input) => Promise<Output>;
}

/** The tool as Strapi's MCP server registers it: its answer as JSON text and as structured content. */
const definitionOf = <Input, Output extends object>(z: Zod, tool: SitetoolsTool<Input, Output>): Modules.MCP.McpToolDefinition =>
  ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    auth: { policies: [{ action: tool.action }] },
    resolveInputSchema: () => tool.input(z),
    resolveOutputSchema: () => tool.output(z),
    createHandler:
      (strapi: Core.Strapi, caller: ToolCaller) =>
      async ({ args }: { args: Input }) => {
        const data = await tool.run(strapi, caller, args);
        return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }], structuredContent: data };
      },
  }) as unknown as Modules.MCP.McpToolDefinition;

type McpService = { registerTool(tool: unknown): void };

/**
 * Registers a plugin's tools on Strapi's MCP server (Strapi 5.47 and later; the app turns the
 * server on with `server.mcp.enabled`). Called at register, before the server starts. A Strapi
 * without the MCP API starts as before, and `plugin` says so once.
 */
export const registerTools = (strapi: Core.Strapi, plugin: string, tools: Array<SitetoolsTool<never>>): void => {
  let mcp: McpService | undefined;
  try {
    mcp = (strapi as unknown as { ai?: { mcp?: McpService } }).ai?.mcp;
  } catch {
    // Releases before the MCP server have no `ai` in the container.
  }
  if (typeof mcp?.registerTool !== 'function' || !strapiZod) {
    strapi.log.info(`${plugin}: this Strapi has no MCP server (Strapi 5.47 and later): the tools for AI assistants are not available`);
    return;
  }
  for (const tool of tools) mcp.registerTool(definitionOf(strapiZod, tool));
};
