import { Box, Button, Field, Flex, Modal, SingleSelect, SingleSelectOption, TextInput, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { ImportFileField } from 'sitetools-kit/import-file-field';
import { useImportSteps } from 'sitetools-kit/import-steps';
import { fieldErrorOf } from '../api/errors';
import { useImportRedirectsMutation, useReadImportJobMutation, useStartImportMutation } from '../api/redirects-api';
import { useNotifyError } from '../hooks/useNotifyError';
import {
  IMPORT_FORMATS,
  type ImportFormat,
  type GetRedirectImport,
  type ImportRedirects,
  type RedirectImportJob,
} from '../../../shared/contracts/redirects';
import { FORMAT_LABELS } from '../utils/format-labels';
import { getTrad } from '../utils/get-trad';
import { ImportColumnsFields, mappingOf, type ImportColumns } from './ImportColumns';
import { ImportReport } from './ImportReport';
import { ImportRepoints } from './ImportRepoints';

// Besides CSV and JSON: the hosts' files, which have their own names (_redirects, .htaccess).
// How often the dialog asks for an applied import's progress, and how many report lines it shows.
const POLL_MS = 500;
const REPORT_PAGE_SIZE = 1000;
const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

const ACCEPTED_FILES = '.csv,.json,.txt,.conf,.htaccess,.js,.mjs,.cjs,.ts,_redirects,text/csv,application/json,text/plain';

interface ImportModalProps {
  onClose: () => void;
  /** Applying writes and publishes redirects: the server also wants create, update and publish. */
  canApply: boolean;
}

/** Import in two steps: pick a file and read the dry-run report, then apply the good lines. */
export const ImportModal = ({ onClose, canApply }: ImportModalProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const [importRedirects] = useImportRedirectsMutation();
  const [startImport] = useStartImportMutation();
  const [readImportJob] = useReadImportJobMutation();
  const [progress, setProgress] = React.useState<RedirectImportJob | null>(null);

  /** Starts the apply (a background job) and follows it to its end: its report, in the dry run's shape. */
  const applyFile = async (request: ImportRedirects.Request & { dryRun: false }): Promise<ImportRedirects.Response> => {
    let job: NonNullable<GetRedirectImport.Response['data']> = await startImport(request).unwrap();
    setProgress(job);
    try {
      while (job.status === 'running') {
        await sleep(POLL_MS);
        job = (await readImportJob({ pageSize: REPORT_PAGE_SIZE }).unwrap()) ?? job;
        setProgress(job);
      }
    } finally {
      setProgress(null);
    }
    const { report, summary } = job;
    if (job.status !== 'done' || !report || !summary) throw new Error(job.error ?? job.status);
    return { dryRun: false, format: job.format, summary, lines: report.lines, changes: report.changes };
  };

  const [columns, setColumns] = React.useState<ImportColumns>({});
  const [format, setFormat] = React.useState<ImportFormat | 'auto'>('auto');
  const [siteUrl, setSiteUrl] = React.useState('');
  const { picked, report, fileError, isBusy, pick, check, apply } = useImportSteps({
    run: (file, dryRun) => {
      const request = {
        format,
        fileName: file.name,
        content: file.content,
        columns: mappingOf(columns),
        ...(siteUrl.trim() === '' ? {} : { siteUrl: siteUrl.trim() }),
      };
      return dryRun ? importRedirects({ ...request, dryRun }).unwrap() : applyFile({ ...request, dryRun });
    },
    // The server tells the format from the file: _redirects, .htaccess and .conf files have no CSV or JSON name.
    anyFile: true,
    onFailure: (error) => {
      const refused = fieldErrorOf(error);
      if (!refused) notifyError(error);
      return refused?.message;
    },
  });

  // The applied import invalidates the store's tags: the list behind the modal refreshes itself.
  const applyAndNotify = async () => {
    const result = await apply();
    if (!result) return;
    toggleNotification({
      type: 'success',
      message: formatMessage(
        { id: getTrad('import.applied'), defaultMessage: 'Imported: {create} created, {update} updated, {refuse} refused' },
        result.summary
      ),
    });
  };

  const dryRunReady = report?.dryRun === true && report.summary.create + report.summary.update > 0;

  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{formatMessage({ id: getTrad('import.title'), defaultMessage: 'Import redirects' })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Field.Root
              name="format"
              hint={formatMessage({
                id: getTrad('import.format.hint'),
                defaultMessage: "sitetools' own files, a host's redirects or a WordPress plugin's export",
              })}
            >
              <Field.Label>{formatMessage({ id: getTrad('import.format'), defaultMessage: 'Format' })}</Field.Label>
              <SingleSelect value={format} onChange={(value) => setFormat(String(value) as ImportFormat | 'auto')}>
                <SingleSelectOption value="auto">
                  {formatMessage({ id: getTrad('import.format.auto'), defaultMessage: 'Detect from the file' })}
                </SingleSelectOption>
                {IMPORT_FORMATS.map((option) => (
                  <SingleSelectOption key={option} value={option}>
                    {formatMessage({ id: getTrad(`format.${option}`), defaultMessage: FORMAT_LABELS[option] })}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
              <Field.Hint />
            </Field.Root>
            <Field.Root
              name="siteUrl"
              hint={formatMessage({
                id: getTrad('import.siteUrl.hint'),
                defaultMessage: 'Targets on this address are imported as paths (WordPress plugins write full URLs).',
              })}
            >
              <Field.Label>{formatMessage({ id: getTrad('import.siteUrl'), defaultMessage: "The old site's address" })}</Field.Label>
              <TextInput
                placeholder="https://www.example.com"
                value={siteUrl}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setSiteUrl(event.target.value)}
              />
              <Field.Hint />
            </Field.Root>
            {/* Column names are read from sitetools' own files; the other formats have fixed ones. */}
            {(format === 'auto' || format === 'csv' || format === 'json') && (
              <ImportColumnsFields columns={columns} onChange={setColumns} />
            )}
            <ImportFileField
              label={formatMessage({ id: getTrad('import.file'), defaultMessage: 'File' })}
              hint={formatMessage({
                id: getTrad('import.hint'),
                defaultMessage:
                  'CSV with the columns from, to, status_code, or JSON: a list of such objects; or a host’s file (_redirects, vercel.json, .htaccess, nginx, Next.js), or a WordPress plugin’s export.',
              })}
              accept={ACCEPTED_FILES}
              choose={formatMessage({ id: getTrad('import.choose'), defaultMessage: 'Choose a file' })}
              error={fileError}
              busy={isBusy}
              pickedName={picked?.name}
              onPick={(file) => void pick(file)}
            >
              {picked && (
                <Button variant="tertiary" onClick={() => void check()} loading={isBusy}>
                  {formatMessage({ id: getTrad('import.checkAgain'), defaultMessage: 'Check again' })}
                </Button>
              )}
            </ImportFileField>
            {progress && (
              <Typography variant="pi" textColor="neutral600" role="status">
                {formatMessage(
                  { id: getTrad('import.progress'), defaultMessage: 'Applying: {done} of {total} lines checked' },
                  { done: progress.done, total: progress.total }
                )}
              </Typography>
            )}
            {report && (
              <Box>
                <Typography variant="pi" textColor="neutral600">
                  {formatMessage(
                    { id: getTrad('import.readAs'), defaultMessage: 'Read as: {format}' },
                    { format: formatMessage({ id: getTrad(`format.${report.format}`), defaultMessage: FORMAT_LABELS[report.format] }) }
                  )}
                </Typography>
                <Typography variant="delta" tag="h3">
                  {formatMessage(
                    report.dryRun
                      ? {
                          id: getTrad('import.report.dryRun'),
                          defaultMessage: 'Dry run: {create} to create, {update} to update, {unchanged} unchanged, {refuse} refused',
                        }
                      : {
                          id: getTrad('import.report.applied'),
                          defaultMessage: 'Applied: {create} created, {update} updated, {unchanged} unchanged, {refuse} refused',
                        },
                    report.summary
                  )}
                </Typography>
                <Box paddingTop={2}>
                  <ImportReport lines={report.lines} />
                </Box>
                <ImportRepoints changes={report.changes} lines={report.lines} />
              </Box>
            )}
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{formatMessage({ id: getTrad('action.close'), defaultMessage: 'Close' })}</Button>
          </Modal.Close>
          {canApply && (
            <Button onClick={applyAndNotify} disabled={!dryRunReady} loading={isBusy}>
              {formatMessage({ id: getTrad('import.apply'), defaultMessage: 'Apply' })}
            </Button>
          )}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
};
