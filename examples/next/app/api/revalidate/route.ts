import { revalidatePath } from 'next/cache';
import { pathsToRevalidate } from 'sitetools-client';
import { env } from '../../../lib/env';
import { redirects } from '../../../lib/redirects';
import { isSecret } from '../../../lib/secret';

/**
 * Strapi's webhook for the sitetools events (`sitetools.url.update`,
 * `sitetools.redirects.update`), sent with `Authorization: Bearer <SITETOOLS_REVALIDATE_SECRET>`.
 * Renders the changed paths again on their next visit (old paths then redirect, new ones show
 * the entry; after a URL change, every page, for the links to it) and reads the redirect manifest
 * again before answering, so a publish is visible in the time the webhook takes rather than at
 * the next ISR interval.
 */
export async function POST(request: Request): Promise<Response> {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!isSecret(bearer, env.revalidateSecret)) return Response.json({ error: 'Invalid revalidation secret' }, { status: 401 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: 'The body is not JSON' }, { status: 400 });
  }
  const paths = pathsToRevalidate(body);
  // Pages link to entries by their live paths ("Internal link" fields, links in rich text): when
  // an entry's path changes, any page may show a link to it, so every page renders again on its
  // next visit. A redirect change concerns its own paths only.
  if (paths.length > 0 && (body as { event?: unknown }).event === 'sitetools.url.update') revalidatePath('/', 'layout');
  else for (const path of paths) revalidatePath(path);
  // A moved page leaves a redirect behind: both events can change the manifest.
  if (paths.length > 0) await redirects.refresh();
  return Response.json({ revalidated: paths, redirectsVersion: redirects.current?.version ?? null });
}
