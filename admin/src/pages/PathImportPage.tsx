import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ImportFileField } from 'sitetools-kit/import-file-field';
import { useImportSteps } from 'sitetools-kit/import-steps';
import type { PathImportReportLine } from '../../../shared/contracts/path-import';
import { ACTIONS } from '../../../shared/contracts/permissions';
import { useCheckPathImportMutation } from '../api/jobs-api';
import { PathImportProgress } from '../components/path-import/PathImportProgress';
import { PathImportReport } from '../components/path-import/PathImportReport';
import { usePathImportJob } from '../components/path-import/use-path-import-job';
import { fieldError } from '../components/patterns/server-error';
import { getTrad } from '../utils/get-trad';

const IMPORT = [{ action: ACTIONS.importPaths, subject: null }];

/**
 * `plugins/sitetools/import`: paths from a file, a dry run first, then the apply of the accepted
 * lines in the background, its progress and its report.
 */
export const PathImportPage = () => (
  <Page.Protect permissions={IMPORT}>
    <PathImportView />
  </Page.Protect>
);

const PathImportView = () => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const [check] = useCheckPathImportMutation();
  const t = (key: string, defaultMessage: string, values?: Record<string, number>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  const { picked, report, fileError, isBusy, pick } = useImportSteps({
    // A path import takes .csv and .json files only (no `anyFile`).
    run: (file) => check({ format: file.format as 'csv' | 'json', content: file.content }).unwrap(),
    badExtension: t('pathImport.badExtension', 'Choose a .csv or a .json file.'),
    onFailure: (error) => {
      const refused = fieldError(error);
      if (!refused.field) toggleNotification({ type: 'danger', message: refused.message });
      return refused.field ? refused.message : undefined;
    },
  });
  // Whether the page shows the applied import rather than the picked file's dry run.
  const [watching, setWatching] = useState(false);
  const { job, start } = usePathImportJob({
    onEnd: (ended) => {
      if (ended.status !== 'done') return;
      toggleNotification({
        type: 'success',
        message: t('pathImport.applied', 'Imported: {write} written, {generate} generated, {refuse} refused', ended.result.summary),
      });
    },
  });

  const pickFile = async (file: File | undefined) => {
    setWatching(false);
    await pick(file);
  };

  const applyFile = async () => {
    if (picked && (await start({ format: picked.format as 'csv' | 'json', content: picked.content }))) setWatching(true);
  };

  const running = job?.status === 'running';
  const shownJob = job && (watching || running) ? job : null;
  const ready = !running && !watching && report?.dryRun === true && report.summary.write + report.summary.generate > 0;

  return (
    <Page.Main>
      <Page.Title>{t('pathImport.title', 'Import paths')}</Page.Title>
      <Layouts.Header
        title={t('pathImport.title', 'Import paths')}
        subtitle={t('pathImport.subtitle', 'Hand-written paths for existing entries, from a CSV or JSON file')}
        primaryAction={
          <Button onClick={applyFile} disabled={!ready} loading={isBusy}>
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
            busy={isBusy || running}
            pickedName={picked?.name}
            onPick={(file) => void pickFile(file)}
          />
          {shownJob && <PathImportProgress job={shownJob} />}
          {shownJob && (
            <ReportOf
              heading={t(
                'pathImport.report.applied',
                'Applied: {write} written, {generate} generated, {unchanged} unchanged, {refuse} refused',
                shownJob.result.summary
              )}
              lines={shownJob.result.lines}
            />
          )}
          {!shownJob && report && (
            <ReportOf
              heading={t(
                'pathImport.report.dryRun',
                'Dry run: {write} to write, {generate} to generate, {unchanged} unchanged, {refuse} refused',
                report.summary
              )}
              lines={report.lines}
            />
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
};

/** A report of the import's lines under its summary. */
const ReportOf = ({ heading, lines }: { heading: string; lines: PathImportReportLine[] }) => (
  <Box>
    <Typography variant="delta" tag="h3">
      {heading}
    </Typography>
    <Box paddingTop={2}>
      <PathImportReport lines={lines} />
    </Box>
  </Box>
);
