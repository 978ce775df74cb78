import type { RedirectHint } from '../../../shared/contracts/redirect-lookup';
import type { OldPathAnswer } from '../../../shared/contracts/url-history';

/**
 * What a request for an entry's old path gets, from the published redirect that starts there (if
 * any): the URL history tells a redirect to the entry's current path from one elsewhere, since
 * only the first still brings visitors to the entry.
 */
export const oldPathAnswer = (hint: RedirectHint | undefined, currentPath: string | null): OldPathAnswer => {
  if (!hint) return { kind: 'none' };
  if (hint.to === null) return { kind: 'gone', status_code: hint.status_code };
  return { kind: hint.to === currentPath ? 'current' : 'elsewhere', to: hint.to, status_code: hint.status_code };
};
