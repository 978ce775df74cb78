/**
 * The typed form of a URL pattern such as `/blog/[category.slug]/[title]`. A pattern is parsed
 * once (see `parse.ts`), checked against a content type (`check.ts`) and rendered per entry
 * (`render.ts`); nothing downstream looks at the source text again.
 */

/** One step of a field path: `tags[0]` is `{ name: 'tags', index: 0 }`. */
export interface FieldStep {
  name: string;
  index?: number;
}

/** A piece of a pattern: literal text, or a `[...]` token. */
export type PatternToken =
  /** Literal text, kept as written, e.g. `/blog/`. */
  | { kind: 'text'; value: string }
  /** `[title]`, `[category.name]`, `[tags[0].name]`, `[seo.slug]`, `[publishedAt:YYYY/MM]`. */
  | { kind: 'field'; path: FieldStep[]; format?: string }
  /** `[parent.url_path]`: the URL path of the entry reached through `via`. */
  | { kind: 'urlPath'; via: FieldStep[] }
  | { kind: 'locale' }
  | { kind: 'documentId' }
  | { kind: 'pluralName' };

/** A parsed pattern: its source and its tokens in order (text tokens are never empty). */
export interface Pattern {
  source: string;
  tokens: PatternToken[];
}

/** The name of the last step of a path that makes a token a {@link PatternToken} `urlPath`. */
export const URL_PATH_STEP = 'url_path';

const stepSource = (step: FieldStep): string => (step.index === undefined ? step.name : `${step.name}[${step.index}]`);

/**
 * The source text of a token, e.g. `[tags[0].name]`. The grammar has one spelling per token (no
 * spaces, no leading zeros), so this is exactly what the editor wrote; problems quote it.
 */
export const tokenSource = (token: PatternToken): string => {
  switch (token.kind) {
    case 'text':
      return token.value;
    case 'field': {
      const format = token.format === undefined ? '' : `:${token.format}`;
      return `[${token.path.map(stepSource).join('.')}${format}]`;
    }
    case 'urlPath':
      return `[${[...token.via.map(stepSource), URL_PATH_STEP].join('.')}]`;
    default:
      return `[${token.kind}]`;
  }
};
