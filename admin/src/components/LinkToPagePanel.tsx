import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
// From @strapi/strapi/admin, not the Content Manager package (see UrlAliasPanel).
import { unstable_useContentManagerContext as useContentManagerContext, useQueryParams } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { getTrad } from '../utils/get-trad';
import { RichTextLinkPicker } from './internal-link/RichTextLinkPicker';

type Schema = { attributes: Record<string, { type?: string }> };

const holdsRichText = (schemas: Schema[]) =>
  schemas.some((schema) =>
    Object.values(schema.attributes).some((attribute) => attribute.type === 'blocks' || attribute.type === 'richtext')
  );

/**
 * The edit-view side panel that copies links for rich text, on the types whose rich-text links
 * sitetools writes out (types with URLs) when they, or their components, hold a Blocks or
 * Markdown field. Other types get no panel.
 */
export const LinkToPagePanel: PanelComponent = ({ document }: PanelComponentProps) => {
  const { formatMessage } = useIntl();
  const { contentType, components } = useContentManagerContext();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const options = contentType?.pluginOptions as { sitetools?: { enabled?: boolean } } | undefined;
  if (!contentType || options?.sitetools?.enabled !== true || !holdsRichText([contentType, ...Object.values(components)])) return null;
  const locale = (document?.locale as string | undefined) ?? query.plugins?.i18n?.locale;
  return {
    title: formatMessage({ id: getTrad('link.panel.title'), defaultMessage: 'Link to a page' }),
    content: <RichTextLinkPicker locale={locale} />,
  };
};
