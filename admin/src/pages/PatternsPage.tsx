import { Button, Dialog, EmptyStateLayout } from '@strapi/design-system';
import { Plus } from '@strapi/icons';
import { ConfirmDialog, Layouts, Page, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ACTIONS } from '../../../shared/contracts/permissions';
import type { StoredUrlPattern } from '../../../shared/contracts/url-pattern';
import { useDeleteUrlPatternMutation } from '../api/patterns-api';
import { PatternModal } from '../components/patterns/PatternModal';
import { PatternTable } from '../components/patterns/PatternTable';
import { fieldError } from '../components/patterns/server-error';
import { getTrad } from '../utils/get-trad';
import { usePatternsData } from './patterns/use-patterns-data';

const READ = [{ action: ACTIONS.read, subject: null }];
const MANAGE = [{ action: ACTIONS.patterns, subject: null }];

/** `plugins/sitetools/patterns`: the URL patterns, editable by users allowed to manage them. */
export const PatternsPage = () => (
  <Page.Protect permissions={READ}>
    <PatternsView />
  </Page.Protect>
);

const PatternsView = () => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const [deletePattern] = useDeleteUrlPatternMutation();
  const { allowedActions, isLoading: checking } = useRBAC(MANAGE);
  const { data, error } = usePatternsData();
  // undefined: closed; null: creating; a pattern: editing it.
  const [editing, setEditing] = useState<StoredUrlPattern | null>();
  const [deleting, setDeleting] = useState<StoredUrlPattern>();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });

  if (error) return <Page.Error />;
  if (!data || checking) return <Page.Loading />;

  const canManage = allowedActions.canPatterns === true;
  // The server refuses database patterns for types whose patterns are set in the config.
  const configured = new Set(data.patterns.filter((p) => p.source === 'config').map((p) => p.contenttype));
  const editable = data.contentTypes.filter((type) => !configured.has(type.uid));

  const remove = async () => {
    if (!deleting) return;
    try {
      await deletePattern(deleting.id).unwrap();
      toggleNotification({ type: 'success', message: t('patterns.deleted', 'The URL pattern is deleted') });
    } catch (failure) {
      toggleNotification({ type: 'danger', message: fieldError(failure).message });
    }
    setDeleting(undefined);
  };

  return (
    <Page.Main>
      <Page.Title>{t('patterns.title', 'URL patterns')}</Page.Title>
      <Layouts.Header
        title={t('patterns.title', 'URL patterns')}
        subtitle={t('patterns.subtitle', 'How paths are generated, per content type and locale')}
        primaryAction={
          canManage && editable.length > 0 ? (
            <Button startIcon={<Plus />} onClick={() => setEditing(null)}>
              {t('patterns.add', 'Add a pattern')}
            </Button>
          ) : undefined
        }
      />
      <Layouts.Content>
        {data.patterns.length === 0 ? (
          <EmptyStateLayout
            content={t(
              'patterns.empty',
              'No URL pattern yet: every type uses /[pluralName]/[its uid field], and while that field is empty, its source field as a slug (a page titled About gets /pages/about).'
            )}
          />
        ) : (
          <PatternTable
            patterns={data.patterns}
            contentTypes={data.contentTypes}
            locales={data.locales}
            onEdit={canManage ? setEditing : undefined}
            onDelete={canManage ? setDeleting : undefined}
          />
        )}
      </Layouts.Content>
      {editing !== undefined && (
        <PatternModal
          editing={editing ?? undefined}
          contentTypes={editable}
          locales={data.locales}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      )}
      <Dialog.Root open={deleting !== undefined} onOpenChange={(open: boolean) => !open && setDeleting(undefined)}>
        <ConfirmDialog onConfirm={remove} variant="danger-light">
          {t('patterns.delete.confirm', 'Delete this URL pattern? Existing paths change when their entries are next saved or generated.')}
        </ConfirmDialog>
      </Dialog.Root>
    </Page.Main>
  );
};
