/**
 * Compile-time checks of the plugin's typed boundaries: `npm run typecheck` (run before the
 * tests) fails when one no longer holds; at run time these assertions do nothing.
 */
import type { HandlerOf } from 'sitetools-kit/routes';
import { describe, expectTypeOf, it } from 'vitest';
import type controllers from '../../server/src/controllers';
import type { AliasStore } from '../../server/src/services/aliases/alias-store';
import type { ServiceName, ServiceOf } from '../../server/src/services/get-service';
import type { SitetoolsConfig } from '../../shared/contracts/config';
import type { Config } from '../../server/src/config';
import type { UrlPatternInput } from '../../shared/contracts/url-pattern';

type Handler = HandlerOf<typeof controllers>;

describe('typed boundaries', () => {
  it('accepts a route handler only when its controller has the action', () => {
    expectTypeOf<'router.find'>().toExtend<Handler>();
    expectTypeOf<'url-pattern.preview'>().toExtend<Handler>();
    expectTypeOf<'router.findd'>().not.toExtend<Handler>();
    expectTypeOf<'no-such-controller.find'>().not.toExtend<Handler>();
  });

  it('types a service by its name and refuses an unknown name', () => {
    expectTypeOf<ServiceOf<'alias-store'>>().toEqualTypeOf<AliasStore>();
    expectTypeOf<'alias-stor'>().not.toExtend<ServiceName>();
  });

  it('gives the admin the configuration type the server validates', () => {
    expectTypeOf<SitetoolsConfig>().toEqualTypeOf<Config>();
  });

  it('gives the admin the pattern body the server validates', () => {
    expectTypeOf<UrlPatternInput>().toEqualTypeOf<{ contenttype: string; localeCode?: string | null; pattern: string }>();
  });
});
