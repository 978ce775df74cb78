import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { ImportFileField } from 'sitetools-kit/import-file-field';
import { useImportSteps } from 'sitetools-kit/import-steps';
import { ACTIONS } from '../../../shared/contracts/permissions';
import { usePathImportApi } from '../api/path-import';
import { PathImportReport } from '../components/path-import/PathImportReport';
import { fieldError } from '../components/patterns/server-error';
import { getTrad } from '../utils/get-trad';

const IMPORT = [{ action: ACTIONS.importPaths, subject: null }];

/** `plugins/sitetools/import`: paths from a file, a dry run first, then an apply of the accepted lines. */
export const PathImportPage = () => (
  <Page.Protect permissions={IMPORT}>
    <PathImportView />
  </Page.Protect>
);

const PathImportView = () => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const api = usePathImportApi();
  const t = (key: string, defaultMessage: string, values?: Record<string, number>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  const { picked, report, fileError, isBusy, pick, apply } = useImportSteps({
    run: (file, dryRun) => api.run({ format: file.format, content: file.content, dryRun }),
    badExtension: t('pathImport.badExtension', 'Choose a .csv or a .json file.'),
    onFailure: (error) => {
      const refused = fieldError(error);
      if (!refused.field) toggleNotification({ type: 'danger', message: refused.message });
      return refused.field ? refused.message : undefined;
    },
  });

  const applyAndTell = async () => {
    const result = await apply();
    if (result) {
      toggleNotification({
        type: 'success',
        message: t('pathImport.applied', 'Imported: {write} written, {generate} generated, {refuse} refused', result.summary),
      });
    }
  };

  const ready = report?.dryRun === true && report.summary.write + report.summary.generate > 0;

  return (
    <Page.Main>
      <Page.Title>{t('pathImport.title', 'Import paths')}</Page.Title>
      <Layouts.Header
        title={t('pathImport.title', 'Import paths')}
        subtitle={t('pathImport.subtitle', 'Hand-written paths for existing entries, from a CSV or JSON file')}
        primaryAction={
          <Button onClick={applyAndTell} disabled={!ready} loading={isBusy}>
            {t('pathImport.apply', 'Apply')}
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <ImportFileField
            label={t('pathImport.file', 'File')}
            hint={t(
              'pathImport.hint',
              'CSV with the columns contentType, documentId (or field, such as slug=hello-world), locale, path and generated, or JSON: a list of such objects.'
            )}
            choose={t('pathImport.choose', 'Choose a file')}
            error={fileError}
            busy={isBusy}
            pickedName={picked?.name}
            onPick={(file) => void pick(file)}
          />
          {report && (
            <Box>
              <Typography variant="delta" tag="h3">
                {report.dryRun
                  ? t(
                      'pathImport.report.dryRun',
                      'Dry run: {write} to write, {generate} to generate, {unchanged} unchanged, {refuse} refused',
                      report.summary
                    )
                  : t(
                      'pathImport.report.applied',
                      'Applied: {write} written, {generate} generated, {unchanged} unchanged, {refuse} refused',
                      report.summary
                    )}
              </Typography>
              <Box paddingTop={2}>
                <PathImportReport lines={report.lines} />
              </Box>
            </Box>
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
};
