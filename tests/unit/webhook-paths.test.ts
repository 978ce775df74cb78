import { describe, expect, it } from 'vitest';
import { pathsToRevalidate } from '../../packages/client/src/webhooks';
import { webhookPathsCases } from '../cases/webhook-paths';
import { titled } from './titled';

describe('pathsToRevalidate', () => {
  it.each(titled(webhookPathsCases, ({ name }) => `gives ${name}`))('%s', (_, { body, expected }) => {
    expect(pathsToRevalidate(body)).toEqual(expected);
  });
});
