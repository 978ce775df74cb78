import { Button, Flex, Loader, Modal, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RemovalAction } from '../../../../shared/contracts/removals';
import {
  useGetEntryImpactQuery,
  useGetPathImpactQuery,
  useRefreshAfterRemovalMutation,
  useRemoveEntriesMutation,
} from '../../api/removals-api';
import { useNotifyError, useNotifyQueryError } from '../../hooks/useNotifyError';
import { getTrad } from '../../utils/get-trad';
import { EntryImpactCard } from './EntryImpactCard';
import { policyOf, type Choice } from './removal-choice';

export interface RemovalDialogProps {
  model: string;
  singleType: boolean;
  action: RemovalAction;
  documentIds: string[];
  locale: string | undefined;
  onClose(): void;
  /** After the removal: the edit view of a deleted entry leaves it (given only then). */
  onDone?(): void;
}

/**
 * The body and footer of the "Check URL impact" dialog: per entry, what its removal touches and
 * the editor's choice for its path; then the removal itself, with the choices, in one request.
 */
export const RemovalDialog = ({ model, singleType, action, documentIds, locale, onClose, onDone }: RemovalDialogProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const entries = useGetEntryImpactQuery({ model, documentIds, locale });
  const paths = (entries.data ?? []).flatMap((entry) => (entry.path ? [entry.path] : []));
  const pathImpact = useGetPathImpactQuery({ model, paths, ...(locale ? { locale } : {}) }, { skip: !entries.data || paths.length === 0 });
  useNotifyQueryError(entries.error ?? pathImpact.error);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [remove, { isLoading }] = useRemoveEntriesMutation();
  const [refresh] = useRefreshAfterRemovalMutation();
  const choiceOf = (documentId: string): Choice => choices[documentId] ?? { kind: 'policy' };
  const incomplete = documentIds.some((documentId) => policyOf(choiceOf(documentId)) === null);
  const ready = entries.data && (paths.length === 0 || pathImpact.data);

  const confirm = async () => {
    const body = {
      ...(locale ? { locale } : {}),
      entries: documentIds.map((documentId) => {
        const policy = policyOf(choiceOf(documentId));
        return { documentId, ...(policy ? { policy } : {}) };
      }),
    };
    const args = { model, singleType, action, body, leaving: onDone !== undefined };
    const result = await remove(args);
    if ('error' in result) {
      notifyError(result.error);
      // A bulk removal that failed part way removed the entries before the failing one.
      void refresh(args);
      return;
    }
    toggleNotification({
      type: 'success',
      message: formatMessage(
        {
          id: getTrad(`removal.done.${action}`),
          defaultMessage:
            action === 'delete'
              ? '{count, plural, one {Entry deleted} other {# entries deleted}}'
              : '{count, plural, one {Entry unpublished} other {# entries unpublished}}',
        },
        { count: documentIds.length }
      ),
    });
    onClose();
    onDone?.();
    // Marking tags stale makes no request, so it cannot fail.
    void refresh(args);
  };

  return (
    <>
      <Modal.Body>
        {!ready ? (
          entries.isError || pathImpact.isError ? (
            <Typography textColor="danger600">
              {formatMessage({ id: getTrad('removal.failed'), defaultMessage: 'The impact could not be read' })}
            </Typography>
          ) : (
            <Loader small>{formatMessage({ id: getTrad('removal.loading'), defaultMessage: 'Reading the impact' })}</Loader>
          )
        ) : (
          <Flex direction="column" alignItems="stretch" gap={4}>
            {entries.data?.map((entry) => (
              <EntryImpactCard
                key={entry.documentId}
                entry={entry}
                path={pathImpact.data?.paths.find((path) => path.path === entry.path)}
                policy={pathImpact.data?.policy ?? 'none'}
                choice={choiceOf(entry.documentId)}
                removing={documentIds}
                onChoose={(choice) => setChoices((before) => ({ ...before, [entry.documentId]: choice }))}
              />
            ))}
          </Flex>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="tertiary" onClick={onClose}>
          {formatMessage({ id: getTrad('action.cancel'), defaultMessage: 'Cancel' })}
        </Button>
        <Button variant="danger" loading={isLoading} disabled={!ready || incomplete} onClick={() => void confirm()}>
          {formatMessage({ id: getTrad(`removal.confirm.${action}`), defaultMessage: action === 'delete' ? 'Delete' : 'Unpublish' })}
        </Button>
      </Modal.Footer>
    </>
  );
};
