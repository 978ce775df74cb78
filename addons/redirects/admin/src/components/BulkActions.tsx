import { Button, Dialog, Flex } from '@strapi/design-system';
import { EarthStriked, Trash } from '@strapi/icons';
import { ConfirmDialog, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { BulkRedirects } from '../../../shared/contracts/redirects';
import { useBulkDeleteRedirectsMutation, useBulkUnpublishRedirectsMutation } from '../api/redirects-api';
import { useNotifyError } from '../hooks/useNotifyError';
import type { RedirectPermissions } from '../hooks/useRedirectPermissions';
import { getTrad } from '../utils/get-trad';

interface BulkActionsProps {
  /** The list's filter: the server acts on every rule it selects, on every page. */
  filter: BulkRedirects.Request;
  total: number;
  can: RedirectPermissions;
}

type Kind = 'delete' | 'unpublish';

/**
 * Unpublish or delete every rule the current filter lists (say, those unused for 90 days), after
 * a confirmation naming how many. The notice says what was done and which rules were refused, and why.
 */
export const BulkActions = ({ filter, total, can }: BulkActionsProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const [bulkDelete] = useBulkDeleteRedirectsMutation();
  const [bulkUnpublish] = useBulkUnpublishRedirectsMutation();
  const [open, setOpen] = React.useState<Kind | null>(null);

  const run = async (kind: Kind) => {
    try {
      const { data } = await (kind === 'delete' ? bulkDelete : bulkUnpublish)(filter).unwrap();
      const refused = data.refused.map((rule) => `${rule.from}: ${rule.reason}`).join('; ');
      toggleNotification({
        type: data.refused.length > 0 ? 'warning' : 'success',
        message: formatMessage(
          {
            id: getTrad(`bulk.${kind}.done`),
            defaultMessage: `{changed, plural, one {# redirect} other {# redirects}} ${kind === 'delete' ? 'deleted' : 'unpublished'}, {refusedCount} refused{refused}`,
          },
          { changed: data.changed, refusedCount: data.refused.length, refused: refused ? `: ${refused}` : '' }
        ),
      });
    } catch (error) {
      notifyError(error);
    }
  };

  const actions = [
    { kind: 'unpublish' as const, shown: can.canPublish, icon: <EarthStriked />, label: 'Unpublish the {total} listed' },
    { kind: 'delete' as const, shown: can.canDelete, icon: <Trash />, label: 'Delete the {total} listed' },
  ].filter((action) => action.shown && total > 0);

  return (
    <Flex gap={2}>
      {actions.map(({ kind, icon, label }) => (
        <Dialog.Root key={kind} open={open === kind} onOpenChange={(next: boolean) => setOpen(next ? kind : null)}>
          <Dialog.Trigger>
            <Button variant={kind === 'delete' ? 'danger-light' : 'secondary'} startIcon={icon}>
              {formatMessage({ id: getTrad(`bulk.${kind}`), defaultMessage: label }, { total })}
            </Button>
          </Dialog.Trigger>
          <ConfirmDialog onConfirm={() => run(kind)}>
            {formatMessage(
              {
                id: getTrad(`bulk.${kind}.confirm`),
                defaultMessage: `${kind === 'delete' ? 'Delete' : 'Unpublish'} every redirect the filter lists ({total}, on every page)? Published ones stop at once.`,
              },
              { total }
            )}
          </ConfirmDialog>
        </Dialog.Root>
      ))}
    </Flex>
  );
};
