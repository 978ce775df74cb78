/** Registers the addon with the admin panel; its Redirects page comes with the admin half. */
export default {
  register(app: { registerPlugin: (plugin: { id: string; name: string }) => void }) {
    app.registerPlugin({ id: 'sitetools-addon-redirects', name: 'Sitetools redirects' });
  },
};
