import { ACTIONS, PLUGIN_NAME } from '../../shared/contracts/permissions';

export { ACTIONS, PLUGIN_NAME };

const PREFIX = `plugin::${PLUGIN_NAME}.`;

/** What the role editor shows for the actions whose key does not read as a name. */
const DISPLAY_NAMES: Partial<Record<keyof typeof ACTIONS, string>> = {
  notFoundRead: 'Read the 404 inbox',
  notFoundManage: 'Ignore or delete 404 inbox rows',
};

/** The actions as the admin's action provider registers them (it prefixes the uid with the plugin). */
export const ACTION_DEFINITIONS = (Object.keys(ACTIONS) as Array<keyof typeof ACTIONS>).map((key) => ({
  section: 'plugins',
  displayName: DISPLAY_NAMES[key] ?? key[0].toUpperCase() + key.slice(1),
  uid: ACTIONS[key].slice(PREFIX.length),
  pluginName: PLUGIN_NAME,
}));
