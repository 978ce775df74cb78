import type {
  PathRedirectFacts,
  RedirectHint,
  RedirectLookup,
  RedirectLookupService as RedirectLookupContract,
} from '../../../../shared/contracts/redirect-lookup';

/**
 * The extension point a redirects plugin registers its published-redirect lookup with (see
 * shared/contracts/redirect-lookup). The core never imports such a plugin: the plugin calls
 * `register` at its bootstrap, and until then (or without one) there is no redirect to report.
 */
const redirectLookup = () => {
  let lookup: RedirectLookup | undefined;

  const findMany = async (paths: string[], locale?: string): Promise<Map<string, RedirectHint>> => {
    const asked = [...new Set(paths)];
    if (!lookup || asked.length === 0) return new Map();
    return lookup.findMany(asked, locale);
  };

  return {
    register(next: RedirectLookup) {
      lookup = next;
    },
    findMany,
    readPermission: () => lookup?.readPermission ?? null,
    async find(path: string, locale?: string) {
      return (await findMany([path], locale)).get(path) ?? null;
    },
    async explain(path: string, can: (action: string) => boolean): Promise<PathRedirectFacts | null> {
      return lookup?.explain ? lookup.explain(path, can) : null;
    },
    retirement: () => lookup?.retire ?? null,
  } satisfies RedirectLookupContract;
};

export default redirectLookup;
