import { ACTIONS, PLUGIN_NAME } from '../../shared/contracts/permissions';

export { ACTIONS, PLUGIN_NAME };

/** The actions as the admin's action provider registers them. */
export const ACTION_DEFINITIONS = (Object.keys(ACTIONS) as Array<keyof typeof ACTIONS>).map((uid) => ({
  section: 'plugins',
  displayName: uid[0].toUpperCase() + uid.slice(1),
  uid,
  pluginName: PLUGIN_NAME,
}));
