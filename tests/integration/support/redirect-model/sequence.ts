/** Running a sequence of steps from a reset, checking the rules after each. */
import { readAdminList, readSnapshot, reset, type Snapshot } from './client';
import type { ModelContext } from './context';
import { checkStep, describeState } from './invariants';
import type { Step } from './operations';
import { runOp } from './run';

/**
 * Sends a step's operations at once, waits for the reconciles they started, reads the state and
 * checks it. To stay cheap (200 × 20 steps on SQLite), a step reads the latest edits from the
 * database and the live paths only when a page changed; the admin list costs three times the
 * public one, so it is read only around the steps that compare it.
 */
const runStep = async (ctx: ModelContext, step: Step, previous: Snapshot, trace: string[]): Promise<Snapshot> => {
  const alone = step.length === 1;
  // A lone dry run or checked import compares the admin lists before and after it.
  const [first] = step;
  const comparesAdmin = alone && first.kind === 'import' && first.mode !== 'apply';
  const before = comparesAdmin && !previous.admin ? { ...previous, admin: await readAdminList(ctx) } : previous;
  const outcomes = await Promise.all(step.map((op) => runOp(ctx, op, before, alone))).catch((error: unknown) => {
    trace.push(JSON.stringify(step));
    throw error;
  });
  trace.push(alone ? outcomes[0].text : `at once: ${outcomes.map((o) => o.text).join(' | ')}`);
  const movesPages = step.some((op) => op.kind === 'page' || op.kind === 'newPage');
  await ctx.settle();
  const after = await readSnapshot(ctx, { live: movesPages ? undefined : before.live, admin: comparesAdmin });
  checkStep({ step, outcomes, before, after, sequence: ctx.sequence });
  return after;
};

/** Resets the app and runs the steps; a failure's message lists the steps so far and the state before the last. */
export const runSequence = async (ctx: ModelContext, steps: Step[]) => {
  await reset(ctx);
  await ctx.settle();
  let state = await readSnapshot(ctx, { admin: true });
  const trace: string[] = [];
  for (const step of steps) {
    try {
      state = await runStep(ctx, step, state, trace);
    } catch (error) {
      const lines = trace.map((line, i) => `  ${i + 1}. ${line}`).join('\n');
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}\n\nsteps (the last one failed):\n${lines}\n\nbefore the last step:\n${describeState(state)}`, {
        cause: error,
      });
    }
  }
};
