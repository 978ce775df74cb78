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
  const ids = [];
  for (const page of PAGES) {
    const created = await pages.create({ data: page.en, locale: 'en', status: 'published' });
    ids.push(created.documentId);
    if (page.fr) {
      await pages.update({ documentId: created.documentId, locale: 'fr', data: page.fr, status: 'published' });
    }
  }
  // Pricing links to Contact twice, in ways that follow Contact's path: its "Internal link" field,
  // and a link in its Markdown notes (the URL the edit view's "Link to a page" panel copies).
  const [, contact, pricing] = ids;
  await pages.update({
    documentId: pricing,
    locale: 'en',
    data: {
      related: { contentType: 'api::page.page', documentId: contact },
      notes: `Questions? [Write to us](https://sitetools.invalid/${contact}).`,
    },
    status: 'published',
  });
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

/** Strapi's two content roles; the Author role acts on its own entries only and does not publish. */
const CONTENT_ROLES = [
  { code: 'strapi-editor', conditions: [], publishes: true },
  { code: 'strapi-author', conditions: ['admin::is-creator'], publishes: false },
];

/**
 * Strapi gives its Editor and Author roles every content-type action of a new database with no
 * locale set, and then no entry of a localized type is theirs to see (and a localized type's
 * publish, delete and "Edit entry URLs" are not granted at all). So that an editor signing in to
 * the playground finds the demo pages, both roles get on the localized types what Strapi gives
 * them on the others, in every locale.
 */
const grantLocalizedTypes = async (strapi) => {
  const localized = Object.values(strapi.contentTypes)
    .filter((type) => type.uid.startsWith('api::') && type.pluginOptions?.i18n?.localized)
    .map((type) => type.uid);
  const locales = (await strapi.plugin('i18n').service('locales').find()).map((locale) => locale.code);
  const contentTypeActions = strapi
    .service('admin::permission')
    .actionProvider.values()
    .filter((action) => action.section === 'contentTypes');
  const everything = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(contentTypeActions)
    .filter((permission) => localized.includes(permission.subject))
    .map((permission) => ({ ...permission, properties: { ...permission.properties, locales } }));
  for (const { code, conditions, publishes } of CONTENT_ROLES) {
    const role = await strapi.db.query('admin::role').findOne({ where: { code } });
    const existing = await strapi.service('admin::permission').findMany({ where: { role: { id: role.id } } });
    const granted = everything
      .filter((permission) => publishes || permission.action !== 'plugin::content-manager.explorer.publish')
      .map((permission) => ({ ...permission, conditions }));
    const kept = existing.filter((permission) => !localized.includes(permission.subject));
    await strapi.service('admin::role').assignPermissions(role.id, [...kept, ...granted]);
  }
};

const seed = async (strapi) => {
  if ((await strapi.db.query('api::page.page').count()) > 0) return;
  await ensureLocale(strapi, 'fr', 'French (fr)');
  await seedPages(strapi);
  await seedArticles(strapi);
  await seedRedirects(strapi);
  await grantPublic(strapi, PUBLIC_ACTIONS);
  await grantLocalizedTypes(strapi);
  strapi.log.info("Seeded the playground with demo pages, an article, public read permissions and the editors' locales.");
};

module.exports = { seed, grantPublic, PUBLIC_ACTIONS };
