// Internal links: link fields and rich-text links written out as paths, link targets for the admin, broken links.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import brokenLinks from './broken-links';
import linkPaths from './link-paths';
import linkTargets from './link-targets';
import links from './links';
import linksIn from './links-in';

export default {
  'broken-links': brokenLinks,
  'link-paths': linkPaths,
  'link-targets': linkTargets,
  links,
  'links-in': linksIn,
};
