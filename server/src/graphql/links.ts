import type { Core } from '@strapi/strapi';
import type { FieldMiddleware, GraphqlPlugin, Nexus } from 'sitetools-kit/graphql';
import type { SlotOwner } from '../domain/links/slots';
import { serviceGetter } from '../services/get-service';

type FieldKind = 'relation' | 'connection' | 'component';
type Attribute = { type?: string; relation?: string; target?: unknown; component?: string; components?: string[] };
type Model = { uid: string; modelType?: string; globalId: string; attributes: Record<string, Attribute> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Writes links out in what GraphQL reads without the Document Service: the GraphQL plugin loads
 * each relation, component and dynamic zone field with the Query Engine, one field of one entry at
 * a time, so the Document Service middleware (middlewares/link-responses) never sees them. A nexus
 * plugin wraps each such field whose entries can hold links and writes them out as it resolves (one
 * read of the alias table per field and entry). A nexus plugin rather than `resolversConfig`
 * middlewares: those are merged by index, so ours would replace an app's own on the same field.
 * Components keep the rules and locale of their entry, which GraphQL no longer has when it loads
 * their own components: each one loaded is remembered with its owner.
 */
export const linkFieldsPlugin = (strapi: Core.Strapi, graphql: GraphqlPlugin, nexus: Nexus) => {
  const links = serviceGetter(strapi, 'links');
  const owners = new WeakMap<object, SlotOwner>();

  const middleware =
    (model: Model, attribute: string, kind: FieldKind): FieldMiddleware =>
    async (source, args, context, info, next) => {
      const result = await next(source, args, context, info);
      if (!isRecord(source)) return result;
      const owner = owners.get(source) ?? links().ownerOf(model.uid, source);
      const value = kind === 'connection' && isRecord(result) ? result.nodes : result;
      // The field under its holder's type: the walk finds the field's type (and a relation's locale) there.
      await links().writeOut(model.uid, { [attribute]: value }, owner);
      if (kind === 'component') for (const item of [value].flat()) if (isRecord(item)) owners.set(item, owner);
      return result;
    };

  /** The link-holding fields of `model` that GraphQL loads itself, and what each returns. */
  const fieldsOf = (model: Model): Array<[string, string, FieldKind]> =>
    Object.entries(model.attributes).flatMap(([name, attribute]): Array<[string, string, FieldKind]> => {
      const { type, relation, target } = attribute;
      if (type === 'relation' && typeof target === 'string' && !relation?.startsWith('morph') && links().mayHoldLinks(target)) {
        return relation?.endsWith('Many')
          ? [
              [name, name, 'relation'],
              [`${name}_connection`, name, 'connection'],
            ]
          : [[name, name, 'relation']];
      }
      const components =
        type === 'component' && attribute.component ? [attribute.component] : type === 'dynamiczone' ? attribute.components : [];
      return (components ?? []).some((uid) => links().mayHoldLinks(uid)) ? [[name, name, 'component']] : [];
    });

  const models = [...Object.values(strapi.contentTypes), ...Object.values(strapi.components)] as unknown as Model[];
  const wrapped = new Map(
    models.flatMap((model) => {
      const typeName =
        model.modelType === 'component' ? graphql.naming.getComponentName(model) : graphql.naming.getTypeName(model as never);
      return fieldsOf(model).map(([field, attribute, kind]) => [`${typeName}.${field}`, middleware(model, attribute, kind)] as const);
    })
  );
  return nexus.plugin({
    name: 'sitetoolsLinks',
    onCreateFieldResolver: ({ parentTypeConfig, fieldConfig }) => wrapped.get(`${parentTypeConfig.name}.${fieldConfig.name}`),
  });
};
