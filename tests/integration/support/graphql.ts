import { api, type CallOptions } from './api';

/** One error of a GraphQL answer, as Strapi's GraphQL plugin formats it. */
export interface GraphqlError {
  message: string;
  extensions?: { code?: string; error?: { name?: string; details?: { key?: string } & Record<string, unknown> } };
}

/** A GraphQL answer: `data` typed by the test, `errors` when something was refused. */
export interface GraphqlResponse<T> {
  status: number;
  data: T | null;
  errors: GraphqlError[];
  /**
   * Strapi's REST error name when the request was refused before GraphQL ran: a bad token, or no
   * token while the Public role has no permission at all, is a 401 `UnauthorizedError`.
   */
  httpError: string | undefined;
}

/** `POST /graphql` on one booted app, over real HTTP. */
export const graphql =
  (baseUrl: string) =>
  async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions
  ): Promise<GraphqlResponse<T>> => {
    const res = await api(baseUrl).post<{ data?: T | null; errors?: GraphqlError[] }>('/graphql', { query, variables }, options);
    return { status: res.status, data: res.body?.data ?? null, errors: res.body?.errors ?? [], httpError: res.error?.name };
  };

/** The code of the first error (`FORBIDDEN`, `BAD_USER_INPUT`, ...), else the HTTP error's name. */
export const errorCode = (res: GraphqlResponse<unknown>): string | undefined => res.errors[0]?.extensions?.code ?? res.httpError;
