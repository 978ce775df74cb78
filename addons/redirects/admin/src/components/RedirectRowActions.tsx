import { Dialog, Flex, IconButton } from '@strapi/design-system';
import { Earth, EarthStriked, Pencil, Trash } from '@strapi/icons';
import { ConfirmDialog, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { AdminRedirect } from '../../../shared/contracts/redirects';
import { useDeleteRedirectMutation, usePublishRedirectMutation, useUnpublishRedirectMutation } from '../api/redirects-api';
import { useNotifyError } from '../hooks/useNotifyError';
import type { RedirectPermissions } from '../hooks/useRedirectPermissions';
import { getTrad } from '../utils/get-trad';

interface RedirectRowActionsProps {
  redirect: AdminRedirect;
  can: RedirectPermissions;
  onEdit: (redirect: AdminRedirect) => void;
}

/** Edit, publish, unpublish and delete buttons of one row, each shown only with its permission. */
export const RedirectRowActions = ({ redirect, can, onEdit }: RedirectRowActionsProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const [publish] = usePublishRedirectMutation();
  const [unpublish] = useUnpublishRedirectMutation();
  const [remove] = useDeleteRedirectMutation();
  const [confirmDelete, setConfirmDelete] = React.useState(false);

  // The list refreshes through the store's tags, which every write invalidates.
  const run = async (action: () => Promise<unknown>, done: { id: string; defaultMessage: string }) => {
    try {
      await action();
      toggleNotification({ type: 'success', message: formatMessage({ id: getTrad(done.id), defaultMessage: done.defaultMessage }) });
    } catch (error) {
      notifyError(error);
    }
  };
  const label = (id: string, defaultMessage: string) => formatMessage({ id: getTrad(id), defaultMessage }, { from: redirect.from });

  // Publish when the live version is missing or older; unpublish when there is a live version.
  const publication = [
    {
      key: 'publish',
      name: label('action.publish', 'Publish {from}'),
      shown: redirect.state !== 'published',
      icon: <Earth />,
      call: publish,
      done: { id: 'notice.published', defaultMessage: 'Redirect published' },
    },
    {
      key: 'unpublish',
      name: label('action.unpublish', 'Unpublish {from}'),
      shown: redirect.state !== 'draft',
      icon: <EarthStriked />,
      call: unpublish,
      done: { id: 'notice.unpublished', defaultMessage: 'Redirect unpublished' },
    },
  ].filter((action) => can.canPublish && action.shown);

  return (
    <Flex gap={1} justifyContent="flex-end">
      {can.canUpdate && (
        <IconButton label={label('action.edit', 'Edit {from}')} variant="ghost" onClick={() => onEdit(redirect)}>
          <Pencil />
        </IconButton>
      )}
      {publication.map(({ key, name, icon, call, done }) => (
        <IconButton key={key} label={name} variant="ghost" onClick={() => run(() => call(redirect.documentId).unwrap(), done)}>
          {icon}
        </IconButton>
      ))}
      {can.canDelete && (
        <Dialog.Root open={confirmDelete} onOpenChange={setConfirmDelete}>
          <Dialog.Trigger>
            <IconButton label={label('action.delete', 'Delete {from}')} variant="ghost">
              <Trash />
            </IconButton>
          </Dialog.Trigger>
          <ConfirmDialog
            onConfirm={() => run(() => remove(redirect.documentId).unwrap(), { id: 'notice.deleted', defaultMessage: 'Redirect deleted' })}
          >
            {label('confirm.delete', 'Delete the redirect from {from}? Its published version stops at once.')}
          </ConfirmDialog>
        </Dialog.Root>
      )}
    </Flex>
  );
};
