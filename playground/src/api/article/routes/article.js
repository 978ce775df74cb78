const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::article.article', {
  config: {
    findOne: {
      middlewares: ['api::article.default-populate'],
      policies: ['api::article.refuse-flagged'],
    },
  },
});
