import type { ServedAlias, UnservedAlias, WebtoolsAlias } from '../../server/src/domain/webtools-aliases';

/** Webtools aliases with the rows that pointed at them, and what Webtools served. */
export interface WebtoolsAliasesCase {
  readonly name: string;
  readonly aliases: WebtoolsAlias[];
  /** Whether the entries' type has draft & publish. */
  readonly draftAndPublish: boolean;
  readonly served: ServedAlias[];
  readonly unserved: UnservedAlias[];
}

const PAGE = 'api::page.page';
const alias = (url_path: string, published: boolean, extra: Partial<WebtoolsAlias> = {}): WebtoolsAlias => ({
  contenttype: PAGE,
  entry_document_id: 'doc1',
  url_path,
  generated: true,
  locale: 'en',
  published,
  ...extra,
});
const served = (path: string, extra: Partial<ServedAlias> = {}): ServedAlias => ({
  contentType: PAGE,
  documentId: 'doc1',
  locale: 'en',
  path,
  generated: true,
  ...extra,
});
const NOT_PUBLISHED = 'the entry is not published: Webtools served nothing at this path';

export const webtoolsAliasesCases: ReadonlyArray<WebtoolsAliasesCase> = [
  {
    name: 'one alias pointed at by the draft and the published row is served once',
    aliases: [alias('/a', false), alias('/a', true)],
    draftAndPublish: true,
    served: [served('/a')],
    unserved: [],
  },
  {
    name: "the published row's alias wins over a newer draft's",
    aliases: [alias('/new', false), alias('/old', true)],
    draftAndPublish: true,
    served: [served('/old')],
    unserved: [],
  },
  {
    name: 'an entry without a published version served nothing',
    aliases: [alias('/draft', false)],
    draftAndPublish: true,
    served: [],
    unserved: [{ contenttype: PAGE, documentId: 'doc1', path: '/draft', reason: NOT_PUBLISHED }],
  },
  {
    name: 'without draft & publish every row is live',
    aliases: [alias('/a', false)],
    draftAndPublish: false,
    served: [served('/a')],
    unserved: [],
  },
  {
    name: 'each locale of an entry is served at its own alias',
    aliases: [alias('/team', true), alias('/fr/equipe', true, { locale: 'fr' })],
    draftAndPublish: true,
    served: [served('/team'), served('/fr/equipe', { locale: 'fr' })],
    unserved: [],
  },
  {
    name: 'only an explicit false is hand-written (Webtools defaults generated to true)',
    aliases: [alias('/hand', true, { generated: false }), alias('/unset', true, { generated: null, entry_document_id: 'doc2' })],
    draftAndPublish: true,
    served: [served('/hand', { generated: false }), served('/unset', { documentId: 'doc2' })],
    unserved: [],
  },
];
