import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calledServices, findCycle, localImports, registry, serviceGraph } from '../../scripts/service-graph.mjs';
import { callCases, cycleCases, importCases, pluginCallCycleFixture, registrySource } from '../cases/service-graph';
import { titled } from './titled';

describe('the service graph check', () => {
  it.each(titled(cycleCases, ({ name }) => name))('finds the cycle in %s', (_, { graph, cycle }) => {
    expect(findCycle(new Map(Object.entries(graph)))).toEqual(cycle);
  });

  it.each(titled(callCases, ({ name }) => name))('reads the calls of %s', (_, { source, calls }) => {
    expect(calledServices(source)).toEqual(calls);
  });

  it.each(titled(importCases, ({ name }) => name))('follows %s', (_, { source, imports }) => {
    expect(localImports(source)).toEqual(imports);
  });

  it('reads the names a services index registers', () => {
    expect([...registry(registrySource)]).toEqual([
      ['alias-store', 'alias-store'],
      ['cascade', 'cascade'],
    ]);
  });

  it("finds a cycle through strapi.plugin('...').service('...') lookups between the two plugins", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'service-graph-'));
    try {
      for (const [file, source] of Object.entries(pluginCallCycleFixture)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), source);
      }
      expect(findCycle(serviceGraph(root))).toEqual(['sitetools-addon-redirects:b', 'sitetools:a', 'sitetools-addon-redirects:b']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('sees every registered service of both plugins, and no cycle between them', () => {
    const graph = serviceGraph(process.cwd());
    expect(graph.get('sitetools:alias-sync')).toContain('sitetools:alias-store');
    expect(graph.get('sitetools-addon-redirects:redirect-engine')).toContain('sitetools:paths');
    expect(findCycle(graph)).toBeNull();
  });
});
