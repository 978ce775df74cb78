import { Flex, Link, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useGetSitemapOverviewQuery } from '../../api/overview-api';
import { getTrad } from '../../utils/get-trad';

/** The sitemap index's URL and size, or why there is no sitemap. */
export const SitemapSection = () => {
  const { formatMessage } = useIntl();
  const { data: sitemap, isError } = useGetSitemapOverviewQuery();

  if (isError) {
    return (
      <Typography textColor="danger600">
        {formatMessage({ id: getTrad('overview.sitemap.error'), defaultMessage: 'The sitemap could not be read.' })}
      </Typography>
    );
  }
  if (!sitemap)
    return (
      <Typography textColor="neutral600">
        {formatMessage({ id: getTrad('overview.sitemap.loading'), defaultMessage: 'Reading the sitemap…' })}
      </Typography>
    );
  if (!sitemap.available) {
    return (
      <Typography textColor="neutral600">
        {formatMessage({
          id: getTrad('overview.sitemap.noFrontendUrl'),
          defaultMessage: 'No sitemap: set frontendUrl (or frontendUrls) in the plugin configuration.',
        })}
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Link href={sitemap.url} isExternal>
        {sitemap.url}
      </Link>
      <Typography>
        {formatMessage(
          {
            id: getTrad('overview.sitemap.size'),
            defaultMessage:
              '{urls, plural, one {# URL} other {# URLs}} in {files, plural, one {# file} other {# files}}, at most {perFile} per file',
          },
          { urls: sitemap.urls, files: sitemap.files, perFile: sitemap.urlsPerFile }
        )}
      </Typography>
    </Flex>
  );
};
