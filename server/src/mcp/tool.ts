import type { Core, Modules } from '@strapi/strapi';
import type { strapiZod } from 'sitetools-kit/strapi-utils';

/** The running Strapi's zod, which its MCP server reads tool schemas with. */
export type Zod = NonNullable<typeof strapiZod>;

type ObjectSchema = ReturnType<Zod['object']>;

/** What a tool's handler gets besides its arguments: the admin token owner's ability and id. */
export type ToolCaller = Modules.MCP.McpHandlerContext;

/**
 * A sitetools tool on Strapi's MCP server: its schemas, built from the running Strapi's zod; the
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
export const definitionOf = <Input, Output extends object>(z: Zod, tool: SitetoolsTool<Input, Output>): Modules.MCP.McpToolDefinition =>
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
