import { Button, Dialog, Flex, Loader, Modal, Typography } from '@strapi/design-system';
import { ClockCounterClockwise } from '@strapi/icons';
import { ConfirmDialog, useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useChangeUrlHistoryMutation, useGetUrlHistoryQuery } from '../../api/sitetools-api';
import { getTrad } from '../../utils/get-trad';
import { UrlHistoryRow, type HistoryAction } from './UrlHistoryRow';

interface UrlHistoryProps {
  model: string;
  documentId: string;
  locale: string | undefined;
}

/**
 * "URL history": a modal listing every path the entry was live at in the locale, with Restore (the
 * old path becomes the entry's path at once; the current one then redirects to it) and Retire (the
 * old path answers 410), each after a confirmation. The buttons show only to those the server lets
 * act; every alias view is read again after an action.
 */
export const UrlHistory = ({ model, documentId, locale }: UrlHistoryProps) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: getTrad(`panel.history.${key}`), defaultMessage }, values);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<{ action: HistoryAction; path: string } | null>(null);
  const { currentData: history, isError } = useGetUrlHistoryQuery({ model, documentId, locale }, { skip: !open });
  const [change] = useChangeUrlHistoryMutation();
  const { toggleNotification } = useNotification();

  const confirm = async () => {
    if (!pending) return;
    const { action, path } = pending;
    setPending(null);
    const result = await change({ model, documentId, locale, action, path });
    if ('error' in result) {
      toggleNotification({ type: 'danger', message: result.error.message || t('failed', 'The URL history could not be changed.') });
      return;
    }
    toggleNotification({
      type: 'success',
      message:
        action === 'restore'
          ? t('restored', "{path} is the entry's path again", { path })
          : t('retired', '{path} now answers 410 Gone', { path }),
    });
  };

  return (
    <>
      <Button variant="tertiary" startIcon={<ClockCounterClockwise />} onClick={() => setOpen(true)} fullWidth>
        {t('open', 'URL history')}
      </Button>
      <Modal.Root open={open} onOpenChange={setOpen}>
        <Modal.Content>
          <Modal.Header>
            <Modal.Title>{t('title', 'URL history')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {isError ? (
              <Typography textColor="danger600" role="alert">
                {t('loadError', 'The URL history could not be read.')}
              </Typography>
            ) : !history ? (
              <Loader small>{t('loading', 'Reading the URL history')}</Loader>
            ) : history.rows.length === 0 ? (
              <Typography>{t('empty', 'This entry has not been live yet.')}</Typography>
            ) : (
              <Flex direction="column" alignItems="stretch" gap={2}>
                {history.rows.map((row, index) => (
                  <UrlHistoryRow
                    key={`${row.path}-${row.until ?? 'current'}-${index}`}
                    row={row}
                    current={row.until === null}
                    // An older row of the live path has nothing to restore.
                    canRestore={history.canRestore && row.path !== history.currentPath}
                    canRetire={history.redirects && history.canRetire}
                    onAction={(action, path) => setPending({ action, path })}
                  />
                ))}
              </Flex>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{t('close', 'Close')}</Button>
            </Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
      <Dialog.Root open={pending !== null} onOpenChange={(next: boolean) => !next && setPending(null)}>
        <ConfirmDialog onConfirm={confirm} variant={pending?.action === 'retire' ? 'danger' : 'default'}>
          {pending?.action === 'retire'
            ? t('retireConfirm', '{path} will answer 410 Gone: its visitors are no longer sent on. Retire it?', { path: pending.path })
            : t('restoreConfirm', "{path} becomes the entry's path now, and its current path redirects there. Restore it?", {
                path: pending?.path ?? '',
              })}
        </ConfirmDialog>
      </Dialog.Root>
    </>
  );
};
