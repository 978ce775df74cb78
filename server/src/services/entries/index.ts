// One entry's URL: the edit view's panel, its URL history, the front page, Strapi's Preview.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import entryAlias from './entry-alias';
import entryHistory from './entry-history';
import frontPage from './front-page';
import preview from './preview';
import removalImpact from './removal-impact';

export { type PathOrigin } from './entry-alias';

export default {
  'entry-alias': entryAlias,
  'entry-history': entryHistory,
  'front-page': frontPage,
  preview,
  'removal-impact': removalImpact,
};
