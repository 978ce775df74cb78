const { seed } = require('./seed');

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    await seed(strapi);
  },
};
