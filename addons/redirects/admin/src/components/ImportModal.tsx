import { Box, Button, Field, Flex, Modal, Typography, VisuallyHidden } from '@strapi/design-system';
import { Upload } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { ImportFormat, ImportRedirects } from '../../../shared/contracts/redirects';
import { fieldErrorOf } from '../api/errors';
import { useRedirectsApi } from '../api/redirects';
import { useNotifyError } from '../hooks/useNotifyError';
import { getTrad } from '../utils/get-trad';
import { ImportColumnsFields, mappingOf, type ImportColumns } from './ImportColumns';
import { ImportReport } from './ImportReport';
import { ImportRepoints } from './ImportRepoints';

interface ImportModalProps {
  onClose: () => void;
  onApplied: () => void;
  /** Applying writes and publishes redirects: the server also wants create, update and publish. */
  canApply: boolean;
}

interface Picked {
  name: string;
  format: ImportFormat;
  content: string;
}

/** The format a file name announces, or null for anything but .csv and .json. */
const formatOf = (name: string): ImportFormat | null => {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'json' ? extension : null;
};

/** Import in two steps: pick a file and read the dry-run report, then apply the good lines. */
export const ImportModal = ({ onClose, onApplied, canApply }: ImportModalProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const api = useRedirectsApi();
  const input = React.useRef<HTMLInputElement>(null);
  const [picked, setPicked] = React.useState<Picked | null>(null);
  const [report, setReport] = React.useState<ImportRedirects.Response | null>(null);
  const [fileError, setFileError] = React.useState<string>();
  const [isBusy, setIsBusy] = React.useState(false);
  const [columns, setColumns] = React.useState<ImportColumns>({});

  const send = async (file: Picked, dryRun: boolean) => {
    setIsBusy(true);
    try {
      const result = await api.import({ format: file.format, content: file.content, dryRun, columns: mappingOf(columns) });
      setReport(result);
      return result;
    } catch (error) {
      const refused = fieldErrorOf(error);
      if (refused) setFileError(refused.message);
      else notifyError(error);
      return null;
    } finally {
      setIsBusy(false);
    }
  };

  const pick = async (file: File | undefined) => {
    setReport(null);
    setFileError(undefined);
    if (!file) return;
    const format = formatOf(file.name);
    if (!format) {
      setPicked(null);
      setFileError(formatMessage({ id: getTrad('import.badExtension'), defaultMessage: 'Choose a .csv or a .json file.' }));
      return;
    }
    const next = { name: file.name, format, content: await file.text() };
    setPicked(next);
    await send(next, true);
  };

  const apply = async () => {
    if (!picked) return;
    const result = await send(picked, false);
    if (!result) return;
    toggleNotification({
      type: 'success',
      message: formatMessage(
        { id: getTrad('import.applied'), defaultMessage: 'Imported: {create} created, {update} updated, {refuse} refused' },
        result.summary
      ),
    });
    onApplied();
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
            <ImportColumnsFields columns={columns} onChange={setColumns} />
            <Field.Root
              name="file"
              error={fileError}
              hint={formatMessage({
                id: getTrad('import.hint'),
                defaultMessage: 'CSV with the columns from, to, status_code, or JSON: a list of such objects.',
              })}
            >
              <Field.Label>{formatMessage({ id: getTrad('import.file'), defaultMessage: 'File' })}</Field.Label>
              <Flex gap={2}>
                <Button variant="secondary" startIcon={<Upload />} onClick={() => input.current?.click()} loading={isBusy}>
                  {formatMessage({ id: getTrad('import.choose'), defaultMessage: 'Choose a file' })}
                </Button>
                <Typography>{picked?.name ?? ''}</Typography>
                {picked && (
                  <Button variant="tertiary" onClick={() => void send(picked, true)} loading={isBusy}>
                    {formatMessage({ id: getTrad('import.checkAgain'), defaultMessage: 'Check again' })}
                  </Button>
                )}
              </Flex>
              <VisuallyHidden>
                <input
                  ref={input}
                  type="file"
                  accept=".csv,.json,text/csv,application/json"
                  onChange={(event) => {
                    void pick(event.target.files?.[0]);
                    // Picking the same file again (after fixing it) must fire a change again.
                    event.target.value = '';
                  }}
                />
              </VisuallyHidden>
              <Field.Error />
              <Field.Hint />
            </Field.Root>
            {report && (
              <Box>
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
            <Button onClick={apply} disabled={!dryRunReady} loading={isBusy}>
              {formatMessage({ id: getTrad('import.apply'), defaultMessage: 'Apply' })}
            </Button>
          )}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
};
