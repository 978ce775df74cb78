// The admin panel of the playground: French beside English, so both translations of the plugins
// can be seen, and no release check (a request to api.github.com on every page load, refused on
// machines without internet access, and noise in the browser console the e2e tests keep clean).
export default {
  config: {
    locales: ['fr'],
    notifications: { releases: false },
  },
};
