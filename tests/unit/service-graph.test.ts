import { describe, expect, it } from 'vitest';
import { calledServices, findCycle, localImports, registry, serviceGraph } from '../../scripts/service-graph.mjs';
import { callCases, cycleCases, importCases, registrySource } from '../cases/service-graph';
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

  it('sees every registered service of both plugins, and no cycle between them', () => {
    const graph = serviceGraph(process.cwd());
    expect(graph.get('sitetools:alias-sync')).toContain('sitetools:alias-store');
    expect(graph.get('sitetools-addon-redirects:redirect-engine')).toContain('sitetools:paths');
    expect(findCycle(graph)).toBeNull();
  });
});
