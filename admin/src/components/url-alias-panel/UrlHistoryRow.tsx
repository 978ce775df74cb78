import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { OldPathAnswer, UrlHistoryRow as Row } from '../../../../shared/contracts/url-history';
import { getTrad } from '../../utils/get-trad';
import { WholePath } from './WholePath';

/** Which action a row's button asks for, once confirmed. */
export type HistoryAction = 'restore' | 'retire';

interface UrlHistoryRowProps {
  row: Row;
  /** The row of the live path (no end date). */
  current: boolean;
  /** Whether the user may restore this row's path (and it is not the live path). */
  canRestore: boolean;
  /** Whether the user may retire old paths (the redirects addon is installed and lets them). */
  canRetire: boolean;
  onAction(action: HistoryAction, path: string): void;
}

/** What a request for an old path gets, in words. */
const useAnswerText = () => {
  const { formatMessage } = useIntl();
  return (answer: OldPathAnswer) => {
    const t = (key: string, defaultMessage: string, values?: Record<string, string | number>) =>
      formatMessage({ id: getTrad(`panel.history.redirect.${key}`), defaultMessage }, values);
    if (answer.kind === 'none') return t('none', 'No redirect: answers 404');
    if (answer.kind === 'gone') return t('gone', 'Gone ({status})', { status: answer.status_code });
    if (answer.kind === 'current') return t('current', 'Redirects to the current path ({status})', { status: answer.status_code });
    return t('elsewhere', 'Redirects to {to} ({status})', { to: answer.to, status: answer.status_code });
  };
};

/** One path of the URL history: its dates, what it answers now, and its actions. */
export const UrlHistoryRow = ({ row, current, canRestore, canRetire, onAction }: UrlHistoryRowProps) => {
  const { formatMessage, formatDate } = useIntl();
  const answerText = useAnswerText();
  const date = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const t = (key: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: getTrad(`panel.history.${key}`), defaultMessage }, values);
  const until = row.until ? date(row.until) : '';
  // A path live since before the history was kept has no start date.
  const dates = current
    ? row.from
      ? t('currentSince', 'Current path, since {from}', { from: date(row.from) })
      : t('current', 'Current path')
    : row.from
      ? t('dates', 'Live from {from} until {until}', { from: date(row.from), until })
      : t('until', 'Live until {until}', { until });
  const restorable = canRestore && !current;
  // The server gives no answer for the live path: only an old path can be retired.
  const retirable = canRetire && row.redirect !== null && row.redirect.kind !== 'gone';
  return (
    <Box padding={3} hasRadius borderColor="neutral200" data-testid="sitetools-history-row">
      <Flex direction="column" alignItems="stretch" gap={1}>
        <WholePath>{row.path}</WholePath>
        <Typography variant="pi" textColor="neutral600">
          {dates}
        </Typography>
        {row.redirect ? (
          <Typography variant="pi" textColor="neutral600" data-testid="sitetools-history-answer">
            {answerText(row.redirect)}
          </Typography>
        ) : null}
        {restorable || retirable ? (
          <Flex gap={2} paddingTop={1}>
            {restorable ? (
              <Button size="S" variant="secondary" onClick={() => onAction('restore', row.path)}>
                {formatMessage({ id: getTrad('panel.history.restore'), defaultMessage: 'Restore' })}
              </Button>
            ) : null}
            {retirable ? (
              <Button size="S" variant="danger-light" onClick={() => onAction('retire', row.path)}>
                {formatMessage({ id: getTrad('panel.history.retire'), defaultMessage: 'Retire' })}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
};
