import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '../../../lib/env';
import { locationOf } from '../../../lib/paths';
import { isSecret } from '../../../lib/secret';

/**
 * The draft-mode route Strapi's Preview panel opens (sitetools' preview service builds the URL):
 * `/api/preview?secret=&path=&status=`. A wrong secret is a 401, a path of another site or an
 * unknown status a 400; otherwise draft mode is turned on (`status=draft`, the default) or off
 * (`status=published`) and the browser goes to `path`, which pages then resolve with `preview`
 * (the draft) or without it.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  if (!isSecret(query.get('secret'), env.previewSecret)) {
    return Response.json({ error: 'Invalid preview secret' }, { status: 401 });
  }
  const path = query.get('path') ?? '';
  // Only a path of this site: `//host` or `/\host` would leave it (an open redirect).
  if (!/^\/(?![/\\])/.test(path)) return Response.json({ error: 'path must be a path of this site' }, { status: 400 });
  const status = query.get('status') ?? 'draft';
  if (status !== 'draft' && status !== 'published') return Response.json({ error: 'status is draft or published' }, { status: 400 });
  const mode = await draftMode();
  if (status === 'published') mode.disable();
  else mode.enable();
  redirect(locationOf(path));
}
