import { Box, Button, Field, Flex, Loader, Modal, SingleSelect, SingleSelectOption, TextInput, Typography } from '@strapi/design-system';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { HOST_FORMATS, HOST_NAME, type HostFormat } from '../../../shared/contracts/redirects';
import { useExportRedirects } from '../api/export';
import { useGetExportReportQuery } from '../api/redirects-api';
import { useNotifyError, useNotifyQueryError } from '../hooks/useNotifyError';
import { downloadFile } from '../utils/download-file';
import { FORMAT_LABELS } from '../utils/format-labels';
import { getTrad } from '../utils/get-trad';
import { ExportHostReport } from './ExportHostReport';
import { LocaleField } from './LocaleField';

/**
 * Export for a host: pick the host (and a locale, and the site's host name for Cloudflare), read
 * what its file leaves out and the limits it crosses, then download it.
 */
export const ExportHostModal = ({ onClose }: { onClose: () => void }) => {
  const { formatMessage } = useIntl();
  const notifyError = useNotifyError();
  const exportRedirects = useExportRedirects();
  const [format, setFormat] = React.useState<HostFormat>('netlify');
  const [locale, setLocale] = React.useState<string | null>(null);
  const [host, setHost] = React.useState('');
  const [busy, setBusy] = React.useState(false);

  const needsHost = format === 'cloudflare';
  // The report is asked for only once the host name is one: a partial one would only be refused.
  const hostReady = !needsHost || (host.length <= 253 && HOST_NAME.test(host));
  const query = { format, ...(locale ? { locale } : {}), ...(needsHost ? { host } : {}) };
  const { data: report, isFetching, error } = useGetExportReportQuery(query, { skip: !hostReady, refetchOnMountOrArgChange: true });
  useNotifyQueryError(error);

  const download = async () => {
    if (!report) return;
    setBusy(true);
    try {
      // Bytes of no known type: with text/plain, Chromium saves "_redirects" as "_redirects.txt".
      downloadFile(await exportRedirects(query), report.fileName, 'application/octet-stream');
    } catch (failure) {
      notifyError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{formatMessage({ id: getTrad('export.host.title'), defaultMessage: 'Export for a host' })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Field.Root name="format">
              <Field.Label>{formatMessage({ id: getTrad('export.host.format'), defaultMessage: 'Host' })}</Field.Label>
              <SingleSelect value={format} onChange={(picked) => setFormat(String(picked) as HostFormat)}>
                {HOST_FORMATS.map((option) => (
                  <SingleSelectOption key={option} value={option}>
                    {formatMessage({ id: getTrad(`format.${option}`), defaultMessage: FORMAT_LABELS[option] })}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            <LocaleField
              value={locale}
              onChange={setLocale}
              hint={formatMessage({
                id: getTrad('export.host.locale.hint'),
                defaultMessage: "A host has no locale: the file holds the rules for every locale, and this locale's, for every request",
              })}
            />
            {needsHost && (
              <Field.Root
                name="host"
                hint={formatMessage({ id: getTrad('export.host.hostName.hint'), defaultMessage: 'Such as www.example.com' })}
              >
                <Field.Label>{formatMessage({ id: getTrad('export.host.hostName'), defaultMessage: 'Host name' })}</Field.Label>
                <TextInput value={host} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setHost(event.target.value.trim())} />
                <Field.Hint />
              </Field.Root>
            )}
            {isFetching && <Loader small />}
            {report && !isFetching && hostReady && (
              <Box>
                <Typography variant="delta" tag="h3">
                  {formatMessage(
                    { id: getTrad('export.host.summary'), defaultMessage: '{exported} of {rules} published rules go in {fileName}' },
                    { exported: report.exported, rules: report.rules, fileName: report.fileName }
                  )}
                </Typography>
                <ExportHostReport left={report.left} limits={report.limits} />
              </Box>
            )}
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{formatMessage({ id: getTrad('action.close'), defaultMessage: 'Close' })}</Button>
          </Modal.Close>
          <Button onClick={download} disabled={!report || isFetching || !hostReady} loading={busy}>
            {formatMessage({ id: getTrad('export.host.download'), defaultMessage: 'Download' })}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
};
