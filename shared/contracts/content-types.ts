/** A content type that has URL aliases enabled (`pluginOptions.sitetools.enabled: true`). */
export interface EnabledContentType {
  uid: string;
  displayName: string;
  kind: 'collectionType' | 'singleType';
  pluralName: string;
  /** True when the type is localized with the i18n plugin: its aliases are per locale. */
  localized: boolean;
  draftAndPublish: boolean;
}

/** `GET /sitetools/content-types` (admin) */
export interface ContentTypesResponse {
  data: EnabledContentType[];
}
