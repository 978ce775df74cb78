import type { Core } from '@strapi/strapi';
import type { TokenSuggestion } from '../../../../shared/contracts/url-pattern';
import { suggestTokens } from '../../domain/pattern/suggest';
import { getService } from '../get-service';

/** The tokens the pattern editor offers for a content type. */
const patternToken = ({ strapi }: { strapi: Core.Strapi }) => {
  const patterns = () => getService(strapi, 'url-pattern');

  return {
    /** Tokens a pattern of `uid` may use; a 400 naming `contenttype` when the type has no URLs. */
    suggest(uid: string): TokenSuggestion[] {
      const { enabledSchema, lookup } = patterns();
      return suggestTokens(enabledSchema(uid), lookup);
    },
  };
};

export default patternToken;
