import { describe, expect, it } from 'vitest';
import {
  RedirectFieldError,
  escapeStoredPath,
  isLocalTarget,
  isStatusCode,
  validateRedirect,
} from '../../addons/redirects/server/src/domain/redirect-rules';
import { normalizeCases } from '../cases/path';
import { invalidRedirectCases, localTargetCases, statusCodeCases, validRedirectCases } from '../cases/redirects-rules';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

describe('validateRedirect', () => {
  it.each(titled(validRedirectCases, ({ name }) => name))('%s', (_, { input, defaultStatus, expected }) => {
    expect(validateRedirect(input, defaultStatus)).toStrictEqual(expected);
  });

  it.each(titled(validRedirectCases, ({ name }) => `gives a redirect that validates to itself: ${name}`))(
    '%s',
    (_, { input, defaultStatus }) => {
      const redirect = validateRedirect(input, defaultStatus);
      expect(validateRedirect(redirect, 301)).toStrictEqual(redirect);
    }
  );

  it.each(titled(invalidRedirectCases, ({ name, field }) => `refuses ${name}, naming ${field}`))('%s', (_, { input, field, message }) => {
    const error = thrownBy(() => validateRedirect(input, 301));
    expect(error).toBeInstanceOf(RedirectFieldError);
    expect(error).toMatchObject({ name: 'RedirectFieldError', field, message, input: input[field] });
    expect(message.startsWith(`${field} `)).toBe(true);
  });
});

describe('isStatusCode', () => {
  it.each(titled(statusCodeCases, ({ name, expected }) => `${expected ? 'accepts' : 'refuses'} ${name}`))(
    '%s',
    (_, { value, expected }) => {
      expect(isStatusCode(value)).toBe(expected);
    }
  );
});

describe('isLocalTarget', () => {
  it.each(titled(localTargetCases, ({ name, expected }) => `counts ${name} as ${expected ? 'local' : 'absolute'}`))(
    '%s',
    (_, { to, expected }) => {
      expect(isLocalTarget(to)).toBe(expected);
    }
  );
});

describe('escapeStoredPath', () => {
  // Every normalised path of the core table is a stored path, "%" ones included.
  it.each(titled(normalizeCases, ({ name }) => `lets validation read a stored path back unchanged: ${name}`))(
    '%s',
    (_, { expected: stored }) => {
      const redirect = validateRedirect({ from: escapeStoredPath(stored), to: escapeStoredPath(stored) }, 301);
      expect(redirect).toStrictEqual({
        from: stored,
        to: stored,
        status_code: 301,
        locale: null,
        query: 'pass',
        activeFrom: null,
        activeUntil: null,
      });
    }
  );
});
