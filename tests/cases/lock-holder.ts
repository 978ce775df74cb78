import { LOCK_STALE_MS, type LockHolder } from '../../server/src/domain/lock-holder';

const HOST = 'web-1';
const PID = 4242;
const holder = (pid: number, host = HOST): LockHolder => ({ pid, host, since: '2026-11-28T20:00:00.000Z' });

/**
 * Who holds an SQLite file's lock, as a start on host HOST with process id PID finds it (the
 * processes `alive` on this host, the heartbeat's age), and whether the start may take it over.
 */
export const lockHolderCases: Array<{
  name: string;
  holder: LockHolder | undefined;
  heartbeatAgeMs: number;
  alive: number[];
  mayTakeOver: boolean;
}> = [
  {
    name: 'a file that names no holder, long unrenewed',
    holder: undefined,
    heartbeatAgeMs: LOCK_STALE_MS + 1,
    alive: [],
    mayTakeOver: true,
  },
  { name: 'this very process (a restart in place)', holder: holder(PID), heartbeatAgeMs: 0, alive: [PID], mayTakeOver: true },
  { name: 'a live process on this host', holder: holder(7), heartbeatAgeMs: 1000, alive: [PID, 7], mayTakeOver: false },
  {
    name: 'a crashed process on this host, renewed a moment ago',
    holder: holder(7),
    heartbeatAgeMs: 1000,
    alive: [PID],
    mayTakeOver: true,
  },
  {
    name: 'a process on another host, renewed recently',
    holder: holder(7, 'web-2'),
    heartbeatAgeMs: 20_000,
    alive: [PID],
    mayTakeOver: false,
  },
  { name: "this process's id on another host", holder: holder(PID, 'web-2'), heartbeatAgeMs: 20_000, alive: [PID], mayTakeOver: false },
  {
    name: 'a process on another host, unrenewed past the limit',
    holder: holder(7, 'web-2'),
    heartbeatAgeMs: LOCK_STALE_MS + 1,
    alive: [PID],
    mayTakeOver: true,
  },
  {
    name: 'a reused process id on this host, unrenewed past the limit',
    holder: holder(7),
    heartbeatAgeMs: LOCK_STALE_MS + 1,
    alive: [PID, 7],
    mayTakeOver: true,
  },
];

export const LOCK_HERE = { pid: PID, host: HOST };
