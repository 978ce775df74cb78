module.exports = ({ env }) => {
  // The Content Manager's Preview panel opens the front-end's draft-mode route (examples/next:
  // /api/preview) at the entry's sitetools path. It needs the front-end's URL and the secret that
  // route checks; without them it stays off, and the edit view asks for no preview URL.
  const frontendUrl = env('SITETOOLS_FRONTEND_URL', '');
  const secret = env('SITETOOLS_PREVIEW_SECRET', '');
  const preview =
    frontendUrl && secret
      ? {
          enabled: true,
          config: {
            // The admin's Content-Security-Policy lets the panel frame the front-end.
            allowedOrigins: [new URL(frontendUrl).origin],
            handler: (uid, entry) => strapi.plugin('sitetools').service('preview').url(uid, entry, { secret }),
          },
        }
      : { enabled: false };
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    preview,
  };
};
