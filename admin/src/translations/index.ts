import { translationsLoader } from 'sitetools-kit/translations';
import { PLUGIN_ID } from '../plugin-id';

/** The plugin's `registerTrads`: one static import per message file (see `sitetools-kit/translations`). */
export const loadTranslations = translationsLoader(PLUGIN_ID, {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
});
