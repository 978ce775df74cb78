import supertest from 'supertest';
import type { ErrorResponse } from '../../../shared/contracts/errors';

/** A response as the tests read it: the body typed by the endpoint's contract. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Record<string, string>;
  /** The JSON body; `null` when there is none (a 204). */
  body: T;
  /** The raw text, for non-JSON answers (a CSV export). */
  text: string;
  /** The standard error body of a 4xx/5xx, else `null`. */
  error: ErrorResponse['error'] | null;
}

export interface CallOptions {
  /** An API token or admin JWT, sent as `Authorization: Bearer`. */
  token?: string;
  /** More request headers. */
  headers?: Record<string, string>;
}

/**
 * Calls one booted app over real HTTP. Each method takes the response body's contract type
 * (`api.get<FindUrlAliases.Response>(...)`); without one the body is `unknown`.
 */
export interface Api {
  get<T = unknown>(path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  post<T = unknown, B = unknown>(path: string, body?: B, options?: CallOptions): Promise<ApiResponse<T>>;
  put<T = unknown, B = unknown>(path: string, body?: B, options?: CallOptions): Promise<ApiResponse<T>>;
  /** For a test whose method is data (a table of routes). */
  send<T = unknown, B = unknown>(method: HttpMethod, path: string, body?: B, options?: CallOptions): Promise<ApiResponse<T>>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * A client of the app listening at `baseUrl` (`http://127.0.0.1:<port>`): supertest is given the
 * URL, never the server, which it would otherwise bind on every interface.
 */
export const api = (baseUrl: string): Api => {
  const call = async <T>(
    method: Method,
    path: string,
    body: unknown,
    { token, headers = {} }: CallOptions = {}
  ): Promise<ApiResponse<T>> => {
    let req = supertest(baseUrl)[method](path).set(headers);
    if (token) req = req.set('authorization', `Bearer ${token}`);
    const res = body === undefined ? await req : await req.send(body as object);
    const json: unknown = res.text && res.type === 'application/json' ? res.body : null;
    const error = res.status >= 400 && json ? (json as ErrorResponse).error : null;
    // The contract says what the endpoint sends; the test's assertions check that it does.
    return { status: res.status, headers: res.headers as Record<string, string>, body: json as T, text: res.text, error };
  };
  return {
    get: (path, options) => call('get', path, undefined, options),
    delete: (path, options) => call('delete', path, undefined, options),
    post: (path, body, options) => call('post', path, body, options),
    put: (path, body, options) => call('put', path, body, options),
    send: (method, path, body, options) => call(method.toLowerCase() as Method, path, body, options),
  };
};

/**
 * An entry as Strapi's own endpoints answer (`/api/<type>`, the Content Manager): the playground's
 * types have no shared contract, so the tests read their fields as `unknown`.
 */
interface StrapiDocument {
  id: number;
  documentId: string;
  [field: string]: unknown;
}

/** `POST /api/<type>`, `GET /api/<type>/:id`, a Content Manager save or publish. */
export interface DocumentResponse {
  data: StrapiDocument;
}

/** `GET /api/<type>`: Strapi's native find. */
export interface DocumentListResponse {
  data: StrapiDocument[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/** `POST /admin/login` */
export interface AdminLoginResponse {
  data: { token: string };
}

/** The query string of the router for a path, encoded as a front-end would send it. */
export const routerUrl = (path: string, extra = ''): string =>
  `/api/sitetools/router?path=${encodeURIComponent(path)}${extra ? `&${extra}` : ''}`;
