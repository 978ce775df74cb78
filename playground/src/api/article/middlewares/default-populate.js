// A route middleware that gives an article its category unless the client asks for another
// populate, as apps built from Strapi's LaunchPad set `populate` for their types. With
// `router.routeStack`, the sitetools router answers with the same article as GET /api/articles/:id.
module.exports = () => async (ctx, next) => {
  if (ctx.query.populate === undefined) ctx.query.populate = { category: { fields: ['name'] } };
  await next();
};
