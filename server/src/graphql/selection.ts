/** What the walk reads of a GraphQL selection (graphql-js's `SelectionNode`). */
export interface SelectionNode {
  kind: string;
  name?: { value: string };
  selectionSet?: { selections: readonly SelectionNode[] };
}

/** What the walk reads of a resolver's `info` (graphql-js's `GraphQLResolveInfo`). */
export interface ResolveInfoLike {
  fieldNodes: ReadonlyArray<{ selectionSet?: { selections: readonly SelectionNode[] } }>;
  fragments: Record<string, { selectionSet: { selections: readonly SelectionNode[] } } | undefined>;
}

/**
 * The names of the fields the query selects of the value the resolver returns, through inline
 * fragments and named ones (a dynamic zone's members); with `under`, those selected inside that
 * field of it instead (`nodes` of a relation's connection).
 */
export const selectedFields = (info: ResolveInfoLike, under?: string): Set<string> => {
  const names = new Set<string>();
  const visit = (selections: readonly SelectionNode[] | undefined, inside: boolean): void => {
    for (const node of selections ?? []) {
      const name = node.name?.value ?? '';
      if (node.kind === 'InlineFragment') visit(node.selectionSet?.selections, inside);
      else if (node.kind === 'FragmentSpread') visit(info.fragments[name]?.selectionSet.selections, inside);
      else if (node.kind !== 'Field') continue;
      else if (inside) names.add(name);
      else if (name === under) visit(node.selectionSet?.selections, true);
    }
  };
  for (const field of info.fieldNodes) visit(field.selectionSet?.selections, under === undefined);
  return names;
};
