import { describe, expect, it } from 'vitest';
import { mayTakeOver } from '../../server/src/domain/lock-holder';
import { LOCK_HERE, lockHolderCases } from '../cases/lock-holder';
import { titled } from './titled';

describe('the SQLite lock: may a start take it over', () => {
  it.each(titled(lockHolderCases, ({ name }) => name))('%s', (_, { holder, heartbeatAgeMs, alive, mayTakeOver: expected }) => {
    expect(mayTakeOver(holder, { ...LOCK_HERE, heartbeatAgeMs, alive: (pid) => alive.includes(pid) })).toBe(expected);
  });
});
