module.exports = ({ env }) => ({
  // STRAPI_STRICT_PARAMS=true refuses unknown query parameters, as apps made from Strapi's current
  // templates do; the router follows it.
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true, strictParams: env.bool('STRAPI_STRICT_PARAMS', false) },
});
