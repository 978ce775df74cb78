import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { OwnFileFormat } from '../../../shared/contracts/redirects';
import { useExportRedirects } from '../api/export';
import { useNotifyError } from '../hooks/useNotifyError';
import { downloadFile } from '../utils/download-file';
import { getTrad } from '../utils/get-trad';
import { ExportHostModal } from './ExportHostModal';

const TYPES: Record<OwnFileFormat, string> = { csv: 'text/csv;charset=utf-8', json: 'application/json;charset=utf-8' };

/**
 * Export of the published redirects: sitetools' own CSV and JSON at once, a host's file after its
 * report. The route needs the admin token, which a plain link would not send, so the file is
 * fetched and handed over as a Blob.
 */
export const ExportButtons = () => {
  const { formatMessage } = useIntl();
  const notifyError = useNotifyError();
  const exportRedirects = useExportRedirects();
  const [busy, setBusy] = React.useState<OwnFileFormat | null>(null);
  const [forHost, setForHost] = React.useState(false);

  const exportAs = async (format: OwnFileFormat) => {
    setBusy(format);
    try {
      downloadFile(await exportRedirects({ format }), `redirects.${format}`, TYPES[format]);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {(['csv', 'json'] as const).map((format) => (
        <Button key={format} variant="tertiary" startIcon={<Download />} loading={busy === format} onClick={() => exportAs(format)}>
          {formatMessage({ id: getTrad('export.button'), defaultMessage: 'Export {format}' }, { format: format.toUpperCase() })}
        </Button>
      ))}
      <Button variant="tertiary" startIcon={<Download />} onClick={() => setForHost(true)}>
        {formatMessage({ id: getTrad('export.host.button'), defaultMessage: 'Export for a host' })}
      </Button>
      {forHost && <ExportHostModal onClose={() => setForHost(false)} />}
    </>
  );
};
