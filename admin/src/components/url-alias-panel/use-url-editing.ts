import { useForm, useRBAC } from '@strapi/strapi/admin';
import { useMemo } from 'react';
import { ACTIONS } from '../../../../shared/contracts/permissions';

/** Why the panel shows the path without controls, if it does. */
export type UrlEditing = 'editable' | 'loading' | 'form-disabled' | 'not-allowed';

/**
 * Whether the panel may offer to change the path: the form must be editable (not the published
 * version), the user must be allowed to save the entry (update it, or create it when new), and
 * to choose its URL ("Edit entry URLs"). For an existing entry the server answers the last one
 * with the entry's conditions (`canEditPath`: 'pending' while it is asked); a new entry, or an
 * answer that failed (undefined), has only the type to go by. The
 * server refuses a save that breaks any of these anyway; this keeps the panel from offering it.
 */
export const useUrlEditing = (model: string, documentId: string | undefined, canEditPath: boolean | 'pending' | undefined): UrlEditing => {
  const formDisabled = useForm('UrlAliasPanel', (form) => form.disabled);
  const save = documentId ? 'plugin::content-manager.explorer.update' : 'plugin::content-manager.explorer.create';
  const permissions = useMemo(
    () => [
      { action: save, subject: model },
      { action: ACTIONS.editEntryUrls, subject: model },
    ],
    [save, model]
  );
  // Keys are the actions' last words: canUpdate or canCreate, and canEdit for entry-url.edit.
  const { allowedActions, isLoading } = useRBAC(permissions);
  if (formDisabled) return 'form-disabled';
  if (isLoading || canEditPath === 'pending') return 'loading';
  if (!(allowedActions.canUpdate || allowedActions.canCreate)) return 'form-disabled';
  const mayEditUrl = canEditPath ?? allowedActions.canEdit;
  return mayEditUrl ? 'editable' : 'not-allowed';
};
