const path = require('path');

// SQLite by default; DATABASE_CLIENT=postgres or mysql (MariaDB too) switch the client.
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const network = {
    host: env('DATABASE_HOST', '127.0.0.1'),
    port: env.int('DATABASE_PORT', client === 'postgres' ? 5432 : 3306),
    database: env('DATABASE_NAME', 'sitetools'),
    user: env('DATABASE_USERNAME', client === 'postgres' ? 'postgres' : 'root'),
    password: env('DATABASE_PASSWORD', ''),
  };
  const connections = {
    // path.resolve keeps an absolute DATABASE_FILENAME absolute (tests use temporary files).
    sqlite: {
      connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
    postgres: { connection: network, pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) } },
    mysql: { connection: network, pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) } },
  };
  return {
    connection: { client, ...connections[client], acquireConnectionTimeout: 60000 },
  };
};
