import { Dialog, Flex, IconButton } from '@strapi/design-system';
import { Earth, EarthStriked, Pencil, Trash } from '@strapi/icons';
import { ConfirmDialog, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { AdminRedirect } from '../../../shared/contracts/redirects';
import { useRedirectsApi } from '../api/redirects';
import { useNotifyError } from '../hooks/useNotifyError';
import type { RedirectPermissions } from '../hooks/useRedirectPermissions';
import { getTrad } from '../utils/get-trad';

interface RedirectRowActionsProps {
  redirect: AdminRedirect;
  can: RedirectPermissions;
  onEdit: (redirect: AdminRedirect) => void;
  onChanged: () => void;
}

/** Edit, publish, unpublish and delete buttons of one row, each shown only with its permission. */
export const RedirectRowActions = ({ redirect, can, onEdit, onChanged }: RedirectRowActionsProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const api = useRedirectsApi();
  const [confirmDelete, setConfirmDelete] = React.useState(false);

  const run = async (action: () => Promise<void>, done: { id: string; defaultMessage: string }) => {
    try {
      await action();
      toggleNotification({ type: 'success', message: formatMessage({ id: getTrad(done.id), defaultMessage: done.defaultMessage }) });
      onChanged();
    } catch (error) {
      notifyError(error);
    }
  };
  const label = (id: string, defaultMessage: string) =>
    formatMessage({ id: getTrad(id), defaultMessage }, { from: redirect.from });

  return (
    <Flex gap={1} justifyContent="flex-end">
      {can.canUpdate && (
        <IconButton label={label('action.edit', 'Edit {from}')} variant="ghost" onClick={() => onEdit(redirect)}>
          <Pencil />
        </IconButton>
      )}
      {can.canPublish && redirect.state !== 'published' && (
        <IconButton
          label={label('action.publish', 'Publish {from}')}
          variant="ghost"
          onClick={() => run(() => api.publish(redirect.documentId), { id: 'notice.published', defaultMessage: 'Redirect published' })}
        >
          <Earth />
        </IconButton>
      )}
      {can.canPublish && redirect.state !== 'draft' && (
        <IconButton
          label={label('action.unpublish', 'Unpublish {from}')}
          variant="ghost"
          onClick={() => run(() => api.unpublish(redirect.documentId), { id: 'notice.unpublished', defaultMessage: 'Redirect unpublished' })}
        >
          <EarthStriked />
        </IconButton>
      )}
      {can.canDelete && (
        <Dialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
          <Dialog.Trigger>
            <IconButton label={label('action.delete', 'Delete {from}')} variant="ghost">
              <Trash />
            </IconButton>
          </Dialog.Trigger>
          <ConfirmDialog
            onConfirm={() => run(() => api.remove(redirect.documentId), { id: 'notice.deleted', defaultMessage: 'Redirect deleted' })}
          >
            {label('confirm.delete', 'Delete the redirect from {from}? Its published version stops at once.')}
          </ConfirmDialog>
        </Dialog.Root>
      )}
    </Flex>
  );
};
