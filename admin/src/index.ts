import { PLUGIN_ID } from './plugin-id';

/** Registers the plugin with the admin panel; its pages come with the admin half. */
export default {
  register(app: { registerPlugin: (plugin: { id: string; name: string }) => void }) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Sitetools' });
  },
};
