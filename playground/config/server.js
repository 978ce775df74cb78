module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  logger: { updates: { enabled: false } },
  // Strapi's MCP server (5.47 and later), with the sitetools tools for AI assistants on it.
  mcp: { enabled: env.bool('MCP_ENABLED', true) },
});
