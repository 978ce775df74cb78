import { useNotification } from '@strapi/strapi/admin';
import { Button, Flex, Loader, Modal, Typography } from '@strapi/design-system';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WebtoolsImportReport } from '../../../../shared/contracts/webtools-import';
import { useRunWebtoolsImportMutation } from '../../api/sitetools-api';
import { getTrad } from '../../utils/get-trad';

interface WebtoolsImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** What a run did (or, in a dry run, would do), with every refused pattern and line spelled out. */
const Report = ({ report }: { report: WebtoolsImportReport }) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string, values?: Record<string, number>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  if (!report.found) return <Typography>{t('webtools.notFound', 'This database holds nothing that Strapi Webtools left.')}</Typography>;
  const refusedPatterns = report.patterns.filter((row) => row.status === 'refused');
  const refusedLines = report.paths.lines.filter((line) => line.action === 'refuse');
  const { summary } = report.paths;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Typography>
        {t('webtools.patterns', '{saved} of {total} patterns converted', {
          saved: report.patterns.length - refusedPatterns.length,
          total: report.patterns.length,
        })}
      </Typography>
      {refusedPatterns.map((row) => (
        <Typography key={`${row.contenttype}-${row.localeCode}-${row.webtools}`} variant="pi" textColor="danger600">
          {`${row.contenttype} ${row.webtools}: ${row.problems.map((problem) => `${problem.token} (${problem.reason})`).join('; ')}`}
        </Typography>
      ))}
      <Typography>
        {t('webtools.paths', '{applied} paths set, {unchanged} already in place, {refused} refused', {
          applied: summary.write + summary.generate,
          unchanged: summary.unchanged,
          refused: summary.refuse,
        })}
      </Typography>
      {refusedLines.map((line) => (
        <Typography key={line.line} variant="pi" textColor="danger600">
          {`${line.contentType ?? ''} ${line.documentId ?? ''} ${line.path ?? ''}: ${line.reason ?? ''}`}
        </Typography>
      ))}
      <Typography variant="pi" textColor="neutral600">
        {t('webtools.kept', '{kept} generated paths kept as hand-written (the new pattern gives another path)', {
          kept: report.kept.length,
        })}
      </Typography>
      <Typography variant="pi" textColor="neutral600">
        {t('webtools.skipped', '{skipped} aliases served nothing and are left out', { skipped: report.skipped.length })}
      </Typography>
    </Flex>
  );
};

/**
 * Converts what Strapi Webtools left: a dry run when it opens, then an apply on request, which
 * marks the URL list stale.
 */
export const WebtoolsImportDialog = ({ open, onOpenChange }: WebtoolsImportDialogProps) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });
  const { toggleNotification } = useNotification();
  const [runImport, { isLoading: busy }] = useRunWebtoolsImportMutation();
  const [report, setReport] = useState<WebtoolsImportReport | undefined>();

  const run = async (dryRun: boolean) => {
    const result = await runImport(dryRun);
    if ('error' in result) toggleNotification({ type: 'danger', message: result.error.message });
    else setReport(result.data);
  };

  useEffect(() => {
    if (!open) return setReport(undefined);
    void run(true);
    // The dry run runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{t('webtools.title', 'Convert from Strapi Webtools')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {report ? <Report report={report} /> : <Loader>{t('webtools.loading', 'Reading what Webtools left')}</Loader>}
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{t('webtools.close', 'Close')}</Button>
          </Modal.Close>
          {report?.dryRun && report.found && (
            <Button onClick={() => run(false)} loading={busy}>
              {t('webtools.apply', 'Apply')}
            </Button>
          )}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
};
