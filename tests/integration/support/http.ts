/** A JSON response as the tests read it. */
export interface JsonResponse<T = any> {
  status: number;
  body: T;
}

export interface RequestOptions {
  token?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** Calls the booted app over real HTTP and parses the JSON body. */
export const request = async <T = any>(
  baseUrl: string,
  path: string,
  { token, method = 'GET', body }: RequestOptions = {}
): Promise<JsonResponse<T>> => {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

/** The query string of the router for a path, encoded as a front-end would send it. */
export const routerUrl = (path: string, extra = ''): string =>
  `/api/sitetools/router?path=${encodeURIComponent(path)}${extra ? `&${extra}` : ''}`;
