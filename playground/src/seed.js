// Demo content and permissions, written on the first start only (when there are no pages yet),
// so that `curl 'http://localhost:1337/api/sitetools/router?path=/pages/about'` works at once.

const PUBLIC_ACTIONS = [
  'plugin::sitetools.router.find',
  'plugin::sitetools.url-alias.find',
  'plugin::sitetools.sitemap.find',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::article.article.find',
  'api::article.article.findOne',
  'api::category.category.find',
  'api::category.category.findOne',
  'plugin::sitetools-addon-redirects.redirect.find',
];

const PAGES = [
  {
    en: { title: 'About', body: 'Who we are and what we do.' },
    fr: { title: 'À propos', body: 'Qui nous sommes et ce que nous faisons.' },
  },
  {
    en: { title: 'Contact', body: 'Write to us any time.' },
    fr: { title: 'Contact', body: 'Écrivez-nous quand vous voulez.' },
  },
  { en: { title: 'Pricing', body: 'Free for everyone.' } },
];

const grantPublic = async (strapi, actions) => {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of actions) {
    const existing = await permissions.findOne({ where: { action, role: role.id } });
    if (!existing) await permissions.create({ data: { action, role: role.id } });
  }
};

const ensureLocale = async (strapi, code, name) => {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode(code))) await locales.create({ code, name });
};

const seedPages = async (strapi) => {
  const pages = strapi.documents('api::page.page');
  for (const page of PAGES) {
    const created = await pages.create({ data: page.en, locale: 'en', status: 'published' });
    if (page.fr) {
      await pages.update({ documentId: created.documentId, locale: 'fr', data: page.fr, status: 'published' });
    }
  }
  // A page that was never published: its path is reserved but not live.
  await pages.create({ data: { title: 'Coming soon', body: 'Not published yet.' }, locale: 'en' });
};

const seedArticles = async (strapi) => {
  const news = await strapi.documents('api::category.category').create({ data: { name: 'News' } });
  await strapi.documents('api::article.article').create({
    data: { title: 'Hello world', content: 'The first article.', category: news.documentId },
    status: 'published',
  });
};

const seedRedirects = async (strapi) => {
  if (!strapi.plugin('sitetools-addon-redirects')) return;
  await strapi
    .plugin('sitetools-addon-redirects')
    .service('redirect-admin')
    .create({ from: '/about-us', to: '/pages/about', status_code: 301 }, true);
};

const seed = async (strapi) => {
  if ((await strapi.db.query('api::page.page').count()) > 0) return;
  await ensureLocale(strapi, 'fr', 'French (fr)');
  await seedPages(strapi);
  await seedArticles(strapi);
  await seedRedirects(strapi);
  await grantPublic(strapi, PUBLIC_ACTIONS);
  strapi.log.info('Seeded the playground with demo pages, an article and public read permissions.');
};

module.exports = { seed, grantPublic, PUBLIC_ACTIONS };
