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
}

/** `POST /graphql` on one booted app, over real HTTP. */
export const graphql =
  (baseUrl: string) =>
  async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, options?: CallOptions): Promise<GraphqlResponse<T>> => {
    const res = await api(baseUrl).post<{ data?: T | null; errors?: GraphqlError[] }>('/graphql', { query, variables }, options);
    return { status: res.status, data: res.body?.data ?? null, errors: res.body?.errors ?? [] };
  };

/** The code of the first error (`FORBIDDEN`, `BAD_USER_INPUT`, ...), or undefined. */
export const errorCode = (res: GraphqlResponse<unknown>): string | undefined => res.errors[0]?.extensions?.code;
