import type { SitetoolsTool } from 'sitetools-kit/mcp';
import { ACTIONS } from '../permissions';
import type { Redirect } from '../domain/redirect-rules';
import { getCoreService, getService } from '../services/get-service';
import { foldRedirectInput } from '../domain/path-case';
import { inputOf, redirectArgs, redirectShape, type RedirectArgs } from './redirect-args';

export interface Plan {
  ok: boolean;
  /** What writing it would do. */
  action?: 'create' | 'update' | 'unchanged';
  /** The rule as it would answer (its target flattened when `to` is another redirect's source). */
  redirect?: Redirect;
  flattened?: { requested: string; to: string } | null;
  /** Why the rules refuse it: the field, the message, and a loop's cycle. */
  refusal?: { field: string; message: string; cycle?: string[] };
}

/** A published redirect planned by the rules with the redirects as they are, written or not. */
export const planOf = async (strapi: Parameters<SitetoolsTool['run']>[0], args: RedirectArgs, dryRun: boolean): Promise<Plan> => {
  const input = foldRedirectInput(inputOf(args), getCoreService(strapi, 'paths').policy());
  const { outcomes } = await getService(strapi, 'redirect-engine').run([{ kind: 'save', input, publish: true }], { dryRun });
  const outcome = outcomes[0];
  if (!outcome.ok) {
    const { refusal } = outcome;
    if (refusal.kind === 'missing') throw new Error(`No redirect ${refusal.documentId}`);
    return {
      ok: false,
      refusal: { field: refusal.field, message: refusal.message, ...('cycle' in refusal && refusal.cycle ? { cycle: refusal.cycle } : {}) },
    };
  }
  return {
    ok: true,
    action: outcome.action === 'delete' ? 'unchanged' : outcome.action,
    ...(outcome.redirect ? { redirect: outcome.redirect } : {}),
    flattened: outcome.flattened,
  };
};

/** The answer's schema, shared by the plan and the write. */
export const planShape = (z: Parameters<SitetoolsTool['output']>[0]) =>
  z.object({
    ok: z.boolean(),
    action: z.enum(['create', 'update', 'unchanged']).optional(),
    redirect: redirectShape(z).optional(),
    flattened: z.object({ requested: z.string(), to: z.string() }).nullable().optional(),
    refusal: z.object({ field: z.string(), message: z.string(), cycle: z.array(z.string()).optional() }).optional(),
  });

/** `sitetools_plan_redirect`: the dry run of a redirect, as the rules would take it; writes nothing. */
export const planRedirect: SitetoolsTool<RedirectArgs, Plan> = {
  name: 'sitetools_plan_redirect',
  title: 'Plan a redirect',
  description:
    'What writing a published redirect would do, without writing it: refused (a loop, with its cycle; a live path; a bad value, ' +
    'naming the field), or accepted with the rule that would answer (a chain is flattened to its final target).',
  action: ACTIONS.create,
  input: (z) => z.object(redirectArgs(z)),
  output: planShape,
  run: (strapi, _caller, args) => planOf(strapi, args, true),
};
