import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { TokenSuggestion } from '../../../shared/contracts/url-pattern';
import { isSitetoolsEnabled } from '../domain/content-type';
import { suggestTokens } from '../domain/pattern/suggest';
import type { UrlPatternService } from './url-pattern';

/** The tokens the pattern editor offers for a content type. */
const patternToken = ({ strapi }: { strapi: Core.Strapi }) => {
  const patterns = (): UrlPatternService => strapi.plugin('sitetools').service('url-pattern');

  return {
    /** Tokens a pattern of `uid` may use; a 400 naming `contenttype` when the type has no URLs. */
    suggest(uid: string): TokenSuggestion[] {
      const { lookup } = patterns();
      const schema = uid.startsWith('api::') ? lookup(uid) : undefined;
      if (!schema || !isSitetoolsEnabled(schema)) {
        throw new errors.ValidationError(`contenttype: ${uid} does not have URL aliases enabled`, { field: 'contenttype' });
      }
      return suggestTokens(schema, lookup);
    },
  };
};

export type PatternTokenService = ReturnType<typeof patternToken>;
export default patternToken;
