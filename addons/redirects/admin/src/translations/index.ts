import { translationsLoader } from 'sitetools-kit/translations';
import { PLUGIN_NAME } from '../../../shared/contracts/permissions';

/** The addon's `registerTrads`: one static import per message file (see `sitetools-kit/translations`). */
export const loadTranslations = translationsLoader(PLUGIN_NAME, {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
});
