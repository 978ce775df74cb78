import type { Core } from '@strapi/strapi';
import type { FieldMiddleware, GraphqlPlugin, Nexus } from 'sitetools-kit/graphql';
import type { SlotOwner } from '../domain/links/slots';
import { serviceGetter } from '../services/get-service';
import { selectedFields, type ResolveInfoLike } from './selection';

type FieldKind = 'relation' | 'connection' | 'component';
/** A field GraphQL loads itself: its GraphQL name, its attribute, what it returns, the link fields of what it returns. */
type Wrapped = { field: string; attribute: string; kind: FieldKind; linkFields: Set<string> };
type Attribute = { type?: string; relation?: string; target?: unknown; component?: string; components?: string[] };
type Model = { uid: string; modelType?: string; globalId: string; attributes: Record<string, Attribute> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Writes links out in what GraphQL reads without the Document Service: the GraphQL plugin loads
 * each relation, component and dynamic zone field with the Query Engine, one field of one entry at
 * a time, so the Document Service middleware (middlewares/link-responses) never sees them. A nexus
 * plugin wraps each such field whose entries can hold links and writes them out as it resolves (one
 * read of the alias table per field and entry, when the query selects links there). A nexus plugin rather than `resolversConfig`
 * middlewares: those are merged by index, so ours would replace an app's own on the same field.
 * Components keep the rules and locale of their entry, which GraphQL no longer has when it loads
 * their own components: each one loaded is remembered with its owner.
 */
export const linkFieldsPlugin = (strapi: Core.Strapi, graphql: GraphqlPlugin, nexus: Nexus) => {
  const links = serviceGetter(strapi, 'links');
  const owners = new WeakMap<object, SlotOwner>();

  const middleware =
    (model: Model, { attribute, kind, linkFields }: Wrapped): FieldMiddleware =>
    async (source, args, context, info, next) => {
      const result = await next(source, args, context, info);
      if (!isRecord(source)) return result;
      const owner = owners.get(source) ?? links().ownerOf(model.uid, source);
      const value = kind === 'connection' && isRecord(result) ? result.nodes : result;
      if (kind === 'component') for (const item of [value].flat()) if (isRecord(item)) owners.set(item, owner);
      // Links the query does not select are not looked up (what it selects deeper has its own middleware).
      const selected = selectedFields(info as ResolveInfoLike, kind === 'connection' ? 'nodes' : undefined);
      if (![...selected].some((name) => linkFields.has(name))) return result;
      // The field under its holder's type: the walk finds the field's type (and a relation's locale) there.
      await links().writeOut(model.uid, { [attribute]: value }, owner);
      return result;
    };

  const linkFieldsOf = (uids: string[]) => new Set(uids.flatMap((uid) => links().linkFields(uid)));

  /** The link-holding fields of `model` that GraphQL loads itself. */
  const fieldsOf = (model: Model): Wrapped[] =>
    Object.entries(model.attributes).flatMap(([name, attribute]): Wrapped[] => {
      const { type, relation, target } = attribute;
      if (type === 'relation' && typeof target === 'string' && !relation?.startsWith('morph') && links().mayHoldLinks(target)) {
        const linkFields = linkFieldsOf([target]);
        const field = { field: name, attribute: name, kind: 'relation' as const, linkFields };
        return relation?.endsWith('Many') ? [field, { ...field, field: `${name}_connection`, kind: 'connection' }] : [field];
      }
      const components =
        (type === 'component' && attribute.component ? [attribute.component] : type === 'dynamiczone' ? attribute.components : []) ?? [];
      if (!components.some((uid) => links().mayHoldLinks(uid))) return [];
      return [{ field: name, attribute: name, kind: 'component', linkFields: linkFieldsOf(components) }];
    });

  const models = [...Object.values(strapi.contentTypes), ...Object.values(strapi.components)] as unknown as Model[];
  const wrapped = new Map(
    models.flatMap((model) => {
      const typeName =
        model.modelType === 'component' ? graphql.naming.getComponentName(model) : graphql.naming.getTypeName(model as never);
      return fieldsOf(model).map((field) => [`${typeName}.${field.field}`, middleware(model, field)] as const);
    })
  );
  return nexus.plugin({
    name: 'sitetoolsLinks',
    onCreateFieldResolver: ({ parentTypeConfig, fieldConfig }) => wrapped.get(`${parentTypeConfig.name}.${fieldConfig.name}`),
  });
};
