import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { ImportFormat } from '../../../shared/contracts/redirects';
import { useExportRedirects } from '../api/export';
import { useNotifyError } from '../hooks/useNotifyError';
import { getTrad } from '../utils/get-trad';

const TYPES: Record<ImportFormat, string> = { csv: 'text/csv;charset=utf-8', json: 'application/json;charset=utf-8' };

/** Hands text to the browser as a downloaded file. */
const download = (text: string, format: ImportFormat) => {
  const url = URL.createObjectURL(new Blob([text], { type: TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `redirects.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Export of the published redirects. The route needs the admin token, which a plain link
 * would not send, so the file is fetched and handed over as a Blob.
 */
export const ExportButtons = () => {
  const { formatMessage } = useIntl();
  const notifyError = useNotifyError();
  const exportRedirects = useExportRedirects();
  const [busy, setBusy] = React.useState<ImportFormat | null>(null);

  const exportAs = async (format: ImportFormat) => {
    setBusy(format);
    try {
      download(await exportRedirects(format), format);
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
    </>
  );
};
