import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

/** A response a test provokes on purpose (a refused form, a forbidden page): not a problem. */
export interface ExpectedResponse {
  status: number;
  /** Matched against the request's path and query, e.g. `/\/url-patterns\/preview/`. */
  path: RegExp;
}

/**
 * Console messages Strapi itself logs that no setting turns off, each matched exactly and named
 * with its cause. Anything else in the console fails the test.
 */
const STRAPI_NOISE: ReadonlyArray<{ type: string; text: string }> = [
  // Strapi 5.54's ConfigurationProvider, around every admin page, calls
  // useRBAC(permissions.settings['project-settings']) with an object; the plugins pass arrays.
  {
    type: 'warning',
    text: 'useRBAC: The first argument should be an array of permissions, not an object. This will be deprecated in the future.',
  },
  // Strapi 5.54's StrapiApp renders react-router's RouterProvider without its `future` prop, and
  // the app has no way to pass it.
  {
    type: 'warning',
    text: '⚠️ React Router Future Flag Warning: React Router will begin wrapping state updates in `React.startTransition` in v7. You can use the `v7_startTransition` future flag to opt-in early. For more information, see https://reactrouter.com/v6/upgrading/future#v7_starttransition.',
  },
  // Strapi 5.54's Preview page mounts its focus trap while its permission check still shows a
  // loader, so the trap finds nothing to focus; the page the app's preview URL opens is not involved.
  {
    type: 'warning',
    text: '[FocusTrap]: it seems there are no focusable elements in the focus trap tree. Make sure there s at least one.',
  },
];

/**
 * Requests a page cancels on purpose. The Next.js site in the Preview panel prefetches the pages
 * its links lead to (a `_rsc=` query) and drops a prefetch it no longer needs (the frame is laid
 * out again, a screenshot resizes it): Chromium reports that as net::ERR_ABORTED.
 */
const CANCELLED_ON_PURPOSE: ReadonlyArray<RegExp> = [/[?&]_rsc=/];

/**
 * Error responses Strapi's own admin provokes whatever the app's config. Strapi 5.54 asks for its
 * AI features without checking that AI is on: the Content Manager edit view (`useDocumentActions`
 * and the i18n header's localization jobs) and the Content-Type Builder's AI chat (usage and
 * token). Without an AI licence the server answers 404, and no setting stops the admin asking.
 */
const STRAPI_RESPONSES: ReadonlyArray<ExpectedResponse> = [
  { status: 404, path: /^\/admin\/(ai-feature-config|ai-usage|ai-token)$/ },
  { status: 404, path: /^\/i18n\/ai-localization-jobs\/(collection-types\/[^/?]+\/[^/?]+|single-types\/[^/?]+)$/ },
];

/** Chromium echoes every HTTP error response into the console with this text and the request URL. */
const RESPONSE_ECHO = /^Failed to load resource: the server responded with a status of (\d+)/;

/**
 * Records what a clean admin page never shows, for every page of one browser context: console
 * errors and warnings, uncaught page errors, requests that fail, and HTTP errors from the app's
 * own assets and API unless the test said it expects them.
 */
class ConsoleGuard {
  private problems: string[] = [];
  private expected: ExpectedResponse[] = [];

  constructor(
    context: BrowserContext,
    private readonly origin: string
  ) {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.problems.push(`page error: ${error.error().stack ?? error.error().message}`));
    context.on('requestfailed', (request) => this.onRequestFailed(request));
    context.on('response', (response) => this.onResponse(response));
  }

  expect(response: ExpectedResponse): void {
    this.expected.push(response);
  }

  /** The problems recorded since the last call; the expected responses end with the test that set them. */
  take(): string[] {
    const problems = this.problems;
    this.problems = [];
    this.expected = [];
    return problems;
  }

  private isExpected(url: string, status: number): boolean {
    const { pathname, search } = new URL(url);
    return [...STRAPI_RESPONSES, ...this.expected].some(
      (response) => response.status === status && response.path.test(`${pathname}${search}`)
    );
  }

  private onConsole(message: ConsoleMessage): void {
    const type = message.type();
    if (type !== 'error' && type !== 'warning' && type !== 'assert') return;
    const text = message.text();
    const echoed = RESPONSE_ECHO.exec(text);
    // An error response is reported once, by onResponse, when it comes from the app itself.
    if (echoed && message.location().url.startsWith(this.origin)) return;
    if (STRAPI_NOISE.some((noise) => noise.type === type && noise.text === text)) return;
    this.problems.push(`console ${type}: ${text} (${message.location().url})`);
  }

  private onRequestFailed(request: Request): void {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason === 'net::ERR_ABORTED' && CANCELLED_ON_PURPOSE.some((query) => query.test(new URL(request.url()).search))) return;
    this.problems.push(`request failed: ${request.method()} ${request.url()}: ${reason}`);
  }

  private onResponse(response: Response): void {
    const url = response.url();
    if (response.status() < 400 || !url.startsWith(this.origin)) return;
    if (this.isExpected(url, response.status())) return;
    this.problems.push(`HTTP ${response.status()}: ${response.request().method()} ${url}`);
  }
}

const guards = new Map<BrowserContext, ConsoleGuard>();

/** Starts recording the problems of every page of `context`, which serves the app at `origin`. */
export const guardConsole = (context: BrowserContext, origin: string): void => {
  guards.set(context, new ConsoleGuard(context, origin));
  context.on('close', () => guards.delete(context));
};

/** Tells the guard of `page` that the current test provokes this error response on purpose. */
export const expectResponse = (page: Page, response: ExpectedResponse): void => {
  const guard = guards.get(page.context());
  if (!guard) throw new Error('This page has no console guard: open it with login().');
  guard.expect(response);
};

/** Throws, listing them, when any guarded page reported a problem since the last check. */
export const assertCleanConsoles = (): void => {
  const problems = [...guards.values()].flatMap((guard) => guard.take());
  if (problems.length > 0) throw new Error(`The browser reported ${problems.length} problem(s):\n${problems.join('\n')}`);
};
