import type { StrapiApp } from '@strapi/strapi/admin';
import { getTrad } from './utils/get-trad';

/** The part of the Content-Type Builder's plugin API this option uses. */
interface ContentTypeBuilderForms {
  extendContentType(extension: { form: { advanced: () => unknown[] } }): void;
}

/**
 * Adds a "URL alias" checkbox to a content type's advanced settings. The Content-Type Builder
 * reads and writes the input by its name, so the box shows checked on types enabled in code and
 * saving writes `pluginOptions.sitetools.enabled` into the schema. No validator is given: a
 * checkbox only produces booleans, and a yup schema would add a dependency for nothing.
 */
export const registerContentTypeBuilderOption = (app: StrapiApp) => {
  // getPlugin() types every plugin's apis as unknown, and the builder exports no type for them.
  const forms = (app.getPlugin('content-type-builder')?.apis as { forms?: ContentTypeBuilderForms } | undefined)?.forms;
  forms?.extendContentType({
    form: {
      advanced: () => [
        {
          name: 'pluginOptions.sitetools.enabled',
          type: 'checkbox',
          intlLabel: { id: getTrad('ctb.enabled.label'), defaultMessage: 'URL alias' },
          description: {
            id: getTrad('ctb.enabled.description'),
            defaultMessage: 'Gives every entry a URL path, generated from the URL pattern of this type',
          },
        },
      ],
    },
  });
};
