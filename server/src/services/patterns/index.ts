// URL patterns: their storage, preview and tokens.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import patternPreview from './pattern-preview';
import patternToken from './pattern-token';
import urlPattern from './url-pattern';
export { type PatternSet } from './url-pattern';

export default {
  'pattern-preview': patternPreview,
  'pattern-token': patternToken,
  'url-pattern': urlPattern,
};
