import { Box, Button, Flex, Modal, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { ImportFileField } from 'sitetools-kit/import-file-field';
import { useImportSteps } from 'sitetools-kit/import-steps';
import { fieldErrorOf } from '../api/errors';
import { useImportRedirectsMutation } from '../api/redirects-api';
import { useNotifyError } from '../hooks/useNotifyError';
import { getTrad } from '../utils/get-trad';
import { ImportColumnsFields, mappingOf, type ImportColumns } from './ImportColumns';
import { ImportReport } from './ImportReport';
import { ImportRepoints } from './ImportRepoints';

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
  const [columns, setColumns] = React.useState<ImportColumns>({});
  const { picked, report, fileError, isBusy, pick, check, apply } = useImportSteps({
    run: (file, dryRun) => importRedirects({ format: file.format, content: file.content, dryRun, columns: mappingOf(columns) }).unwrap(),
    badExtension: formatMessage({ id: getTrad('import.badExtension'), defaultMessage: 'Choose a .csv or a .json file.' }),
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
            <ImportColumnsFields columns={columns} onChange={setColumns} />
            <ImportFileField
              label={formatMessage({ id: getTrad('import.file'), defaultMessage: 'File' })}
              hint={formatMessage({
                id: getTrad('import.hint'),
                defaultMessage: 'CSV with the columns from, to, status_code, or JSON: a list of such objects.',
              })}
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
            <Button onClick={applyAndNotify} disabled={!dryRunReady} loading={isBusy}>
              {formatMessage({ id: getTrad('import.apply'), defaultMessage: 'Apply' })}
            </Button>
          )}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
};
