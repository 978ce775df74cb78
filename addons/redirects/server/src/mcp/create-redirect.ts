import { errors } from 'sitetools-kit/strapi-utils';
import type { SitetoolsTool } from 'sitetools-kit/mcp';
import { ACTIONS } from '../permissions';
import { planOf, planShape, type Plan } from './plan-redirect';
import { redirectArgs, type RedirectArgs } from './redirect-args';

/** `sitetools_create_redirect`: writes a published redirect, checked as one written in the admin. */
export const createRedirect: SitetoolsTool<RedirectArgs, Plan> = {
  name: 'sitetools_create_redirect',
  title: 'Create a redirect',
  description:
    'Writes a published redirect, checked by the same rules as one written on the Redirects page (loops refused, chains flattened). ' +
    'A refused redirect writes nothing and answers why, as sitetools_plan_redirect does.',
  action: ACTIONS.create,
  input: (z) => z.object(redirectArgs(z)),
  output: planShape,
  async run(strapi, caller, args) {
    // As on the Redirects page: a redirect published at once needs the publish permission too.
    if (!(caller.userAbility as unknown as { can(action: string): boolean }).can(ACTIONS.publish)) {
      throw new errors.ForbiddenError('Publishing a redirect needs the publish permission');
    }
    return planOf(strapi, args, false);
  },
};
