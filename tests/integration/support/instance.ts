import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Another instance of the app on the same database, in its own process. */
export interface OtherInstance {
  url: string;
  child: ChildProcess;
  /** Stops it: SIGKILL when `crash`, as a crashed server would stop. */
  stop(crash?: boolean): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./instance-process.cjs', import.meta.url));

/**
 * Starts another instance with this process's environment: the test app must have been started
 * first, so that the environment names its database and secrets (an admin token from one
 * instance is then valid on the other).
 */
export const startOtherInstance = (): Promise<OtherInstance> =>
  new Promise((resolve, reject) => {
    const child = fork(SCRIPT, { env: process.env, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    // Until it listens, what it prints is kept for the error of a start that failed (a test may
    // expect that failure); afterwards it goes through, as the app's own output does.
    let started = false;
    let beforeStart = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (started) process.stderr.write(chunk);
      else beforeStart += chunk.toString();
    });
    const stop = (crash = false) =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill(crash ? 'SIGKILL' : 'SIGTERM');
      });
    child.once('message', (message) => {
      started = true;
      process.stderr.write(beforeStart);
      resolve({ url: (message as { url: string }).url, child, stop });
    });
    child.once('exit', (code) => reject(new Error(`the other instance exited with ${code} before it listened:\n${beforeStart}`)));
  });

/**
 * Starts other instances and keeps them, so that `stopAll` (in `afterAll`) stops every one this
 * file started, whatever happened.
 */
export const instanceKeeper = () => {
  const started: OtherInstance[] = [];
  return {
    async start(): Promise<OtherInstance> {
      const instance = await startOtherInstance();
      started.push(instance);
      return instance;
    },
    async stopAll(): Promise<void> {
      for (const instance of started) await instance.stop(true);
    },
  };
};
