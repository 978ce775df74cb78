const attributes = {
  title: { type: 'string' },
  secret: { type: 'string', private: true },
  password: { type: 'password' },
  resetPasswordToken: { type: 'string' },
  count: { type: 'integer' },
  parent: { type: 'relation' },
};

/** Fields a crumb may be titled with (the start-up check of `breadcrumbs.titleField` refuses the rest). */
export const mayTitleCases: Array<{ field: string; may: boolean }> = [
  { field: 'title', may: true },
  { field: 'count', may: true },
  { field: 'documentId', may: true },
  { field: 'secret', may: false },
  { field: 'password', may: false },
  { field: 'resetPasswordToken', may: false },
  { field: 'parent', may: false },
  { field: 'constructor', may: false },
];

/** The field that titles a type's crumbs for a main field: it, else the first public text field, else none. */
export const crumbTitleFieldCases: Array<{
  name: string;
  mainField: string;
  attributes: Record<string, { type?: string; private?: boolean }>;
  field: string | null;
}> = [
  { name: 'a public main field', mainField: 'count', attributes, field: 'count' },
  { name: 'a private main field', mainField: 'secret', attributes, field: 'title' },
  { name: 'a password as main field', mainField: 'password', attributes, field: 'title' },
  { name: 'documentId', mainField: 'documentId', attributes, field: 'documentId' },
  {
    name: 'a private main field and no public text field',
    mainField: 'secret',
    attributes: { secret: attributes.secret, count: attributes.count },
    field: null,
  },
];

export { attributes as crumbAttributes };
