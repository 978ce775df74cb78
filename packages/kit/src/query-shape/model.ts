/** The part of a Strapi content type or component schema the shape checks read. */
export interface AttributeLike {
  type: string;
  target?: string;
  component?: string;
  private?: boolean;
}

export interface ModelLike {
  attributes: Record<string, AttributeLike | undefined>;
}

/**
 * What the checks know about the queried type. Without a model they check structure only; with
 * one they also know which keys are relations (whose values are nested filters or populates)
 * and follow them through `getModel` (`strapi.getModel`).
 */
export interface ShapeContext {
  model?: ModelLike;
  getModel?: (uid: string) => ModelLike | undefined;
}

const UPLOAD_FILE_UID = 'plugin::upload.file';

/** The attribute named `key`, or undefined when it is unknown or private (Strapi answers those itself). */
export const publicAttribute = (context: ShapeContext, key: string): AttributeLike | undefined => {
  const attribute = context.model?.attributes[key];
  return attribute && !attribute.private ? attribute : undefined;
};

/** The model a relation, component or media attribute leads to, for the nested checks. */
export const nestedContext = (context: ShapeContext, attribute: AttributeLike | undefined): ShapeContext => {
  const uid =
    attribute?.type === 'relation'
      ? attribute.target
      : attribute?.type === 'component'
        ? attribute.component
        : attribute?.type === 'media'
          ? UPLOAD_FILE_UID
          : undefined;
  return { getModel: context.getModel, model: uid ? context.getModel?.(uid) : undefined };
};

/** Keys every content type can be filtered and sorted on, whether its schema lists them or not. */
const IDENTIFIERS = ['id', 'documentId'];

/**
 * Whether the checks skip `key`: the model does not show it to clients (unknown or private), so
 * Strapi's own validation answers for it, exactly as on its native endpoints.
 */
export const isHiddenKey = (context: ShapeContext, key: string): boolean =>
  context.model !== undefined && !IDENTIFIERS.includes(key) && publicAttribute(context, key) === undefined;

export const isNested = (attribute: AttributeLike | undefined): boolean =>
  attribute !== undefined && ['relation', 'component', 'media'].includes(attribute.type);
