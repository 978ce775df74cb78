import { Box, EmptyStateLayout, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ACTIONS } from '../../../shared/contracts/permissions';
import { getTrad } from '../utils/get-trad';
import { BrokenLinksSection } from './overview/BrokenLinksSection';
import { ConfigTable } from './overview/ConfigTable';
import { ContentTypesTable } from './overview/ContentTypesTable';
import { SitemapSection } from './overview/SitemapSection';
import { useOverview } from './overview/use-overview';

const READ = [{ action: ACTIONS.read, subject: null }];

/** Settings > Sitetools > Overview: the plugin's configuration and the enabled content types. */
export const OverviewPage = () => (
  <Page.Protect permissions={READ}>
    <OverviewView />
  </Page.Protect>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Flex direction="column" alignItems="stretch" gap={4}>
    <Typography variant="delta" tag="h2">
      {title}
    </Typography>
    {children}
  </Flex>
);

const OverviewView = () => {
  const { formatMessage } = useIntl();
  const { data, error } = useOverview();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });

  if (error) return <Page.Error />;
  if (!data) return <Page.Loading />;

  return (
    <Page.Main>
      <Page.Title>{t('overview.title', 'Sitetools overview')}</Page.Title>
      <Layouts.Header
        title={t('overview.title', 'Sitetools overview')}
        subtitle={t('overview.subtitle', 'The configuration in force and the content types with URL aliases')}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={8}>
          <Section title={t('overview.types.title', 'Content types with URL aliases')}>
            {data.contentTypes.length === 0 ? (
              <EmptyStateLayout
                content={t(
                  'overview.types.empty',
                  'No content type has URL aliases: tick "URL alias" in its advanced settings in the Content-Type Builder.'
                )}
              />
            ) : (
              <ContentTypesTable contentTypes={data.contentTypes} />
            )}
          </Section>
          <Section title={t('overview.sitemap.title', 'Sitemap')}>
            <SitemapSection />
          </Section>
          <Section title={t('overview.links.title', 'Broken internal links')}>
            <BrokenLinksSection />
          </Section>
          <Section title={t('overview.config.title', 'Configuration')}>
            <ConfigTable config={data.config} />
            <Box>
              <Typography variant="pi" textColor="neutral600">
                {t('overview.config.hint', 'Set in config/plugins of the app, under sitetools.config; a restart applies changes.')}
              </Typography>
            </Box>
          </Section>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
};
