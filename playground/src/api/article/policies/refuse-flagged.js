// A route policy: refuses requests that carry `x-refuse: articles`, so that a policy's refusal can
// be seen on GET /api/articles/:id and, with `router.routeStack`, on the sitetools router.
module.exports = (policyContext) => policyContext.request.headers['x-refuse'] !== 'articles';
