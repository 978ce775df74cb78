import type {
  BulkActionComponent,
  BulkActionComponentProps,
  DocumentActionComponent,
  DocumentActionProps,
} from '@strapi/content-manager/strapi-admin';
// From @strapi/strapi/admin, not the Content Manager package: importing a value from that one
// bundles a second copy of the Content Manager (and its contexts) into the plugin.
import { unstable_useContentManagerContext as useContentManagerContext, useDocumentRBAC } from '@strapi/strapi/admin';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useMatch, useNavigate } from 'react-router-dom';
import type { RemovalAction } from '../../../../shared/contracts/removals';
import { getTrad } from '../../utils/get-trad';
import { RemovalDialog } from './RemovalDialog';

// The list view's route: its row actions stay there after a delete.
const LIST_PATH = '/content-manager/collection-types/:slug';
const SINGLE_TYPES = 'single-types';

const LABELS: Record<RemovalAction, string> = {
  unpublish: 'Unpublish (check URL impact)',
  delete: 'Delete (check URL impact)',
};

/**
 * Whether the action is offered: on a type with URLs (sitetools enabled; others have no impact to
 * show), with draft and publish to unpublish, and to a role the Content Manager lets do it (the
 * server checks each entry again).
 */
const useOffered = (action: RemovalAction) => {
  const { contentType } = useContentManagerContext();
  const allowed = useDocumentRBAC(
    'SitetoolsRemoval',
    (state) => (action === 'delete' ? state.canDelete : state.canPublish) === true,
    false
  );
  const options = contentType?.pluginOptions as { sitetools?: { enabled?: boolean } } | undefined;
  if (options?.sitetools?.enabled !== true || allowed === false) return false;
  return action === 'delete' || contentType?.options?.draftAndPublish === true;
};

/** The dialog both kinds of action open: the removal's impact, then the removal. */
const dialogOf = (title: string, props: Omit<ComponentProps<typeof RemovalDialog>, 'onClose'>) => ({
  type: 'modal' as const,
  title,
  content: ({ onClose }: { onClose: () => void }) => <RemovalDialog {...props} onClose={onClose} />,
});

/** The edit view's "Unpublish" or "Delete" that first shows what the removal does to URLs. */
const documentAction = (action: RemovalAction): DocumentActionComponent => {
  const Action: DocumentActionComponent = ({ model, documentId, document, collectionType }: DocumentActionProps) => {
    const { formatMessage } = useIntl();
    const navigate = useNavigate();
    const inListView = useMatch(LIST_PATH) !== null;
    const offered = useOffered(action);
    const id = documentId ?? document?.documentId;
    if (!offered) return null;
    const locale = typeof document?.locale === 'string' ? document.locale : undefined;
    const label = formatMessage({ id: getTrad(`removal.action.${action}`), defaultMessage: LABELS[action] });
    return {
      label,
      position: ['header', 'table-row'],
      variant: 'danger',
      disabled: !id || (action === 'unpublish' && document?.status === 'draft'),
      dialog: dialogOf(label, {
        model,
        singleType: collectionType === SINGLE_TYPES,
        action,
        documentIds: id ? [id] : [],
        locale,
        // A deleted entry's edit view has nothing left to show: back to the list.
        onDone:
          action === 'delete' && !inListView ? () => navigate({ pathname: `../${collectionType}/${model}` }, { replace: true }) : undefined,
      }),
    };
  };
  return Action;
};

/** The list view's bulk "Unpublish" or "Delete" that first shows what the removal does to URLs. */
const bulkAction = (action: RemovalAction): BulkActionComponent => {
  const Action: BulkActionComponent = ({ model, documents, collectionType }: BulkActionComponentProps) => {
    const { formatMessage } = useIntl();
    const offered = useOffered(action);
    if (!offered) return null;
    const locale = documents.find((document) => typeof document.locale === 'string')?.locale as string | undefined;
    const label = formatMessage({ id: getTrad(`removal.action.${action}`), defaultMessage: LABELS[action] });
    return {
      label,
      variant: 'danger-light',
      dialog: dialogOf(label, {
        model,
        singleType: collectionType === SINGLE_TYPES,
        action,
        documentIds: documents.map((document) => document.documentId),
        locale,
      }),
    };
  };
  return Action;
};

export const REMOVAL_DOCUMENT_ACTIONS = [documentAction('unpublish'), documentAction('delete')];
export const REMOVAL_BULK_ACTIONS = [bulkAction('unpublish'), bulkAction('delete')];
