import { describe, expect, it } from 'vitest';
import { oldPathAnswer } from '../../server/src/domain/old-path-answer';
import type { RedirectHint } from '../../shared/contracts/redirect-lookup';

const hint = (to: string | null, status_code: number): RedirectHint => ({ from: '/old', to, status_code, locale: null });

describe('what an old path of the URL history answers', () => {
  it.each([
    ['no redirect', undefined, '/now', { kind: 'none' }],
    ['a redirect to the current path', hint('/now', 301), '/now', { kind: 'current', to: '/now', status_code: 301 }],
    ['a redirect elsewhere', hint('/other', 302), '/now', { kind: 'elsewhere', to: '/other', status_code: 302 }],
    ['a redirect while the entry is not live', hint('/now', 301), null, { kind: 'elsewhere', to: '/now', status_code: 301 }],
    ['a gone rule', hint(null, 410), '/now', { kind: 'gone', status_code: 410 }],
    ['an unavailable-for-legal-reasons rule', hint(null, 451), '/now', { kind: 'gone', status_code: 451 }],
  ])('%s', (_, redirect, currentPath, answer) => {
    expect(oldPathAnswer(redirect, currentPath)).toEqual(answer);
  });
});
