import type { PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { Field, Flex, Toggle, Typography } from '@strapi/design-system';
import { useForm, useQueryParams } from '@strapi/strapi/admin';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ENTRY_ALIAS_BODY_KEY, type EntryAliasChoice } from '../../../../shared/contracts/entry-alias';
import { useGetEntryAliasQuery, useInvalidateUrlAliasesMutation } from '../../api/sitetools-api';
import { getTrad } from '../../utils/get-trad';
import { FrontPage } from './FrontPage';
import { UrlHistory } from './UrlHistory';
import { LivePath } from './LivePath';
import { WholePath } from './WholePath';
import { ManualPathField } from './ManualPathField';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { RedirectWarning } from './RedirectWarning';
import { usePathCheck } from './use-path-check';
import { useUrlEditing } from './use-url-editing';

/**
 * Reads the entry's URL for the locale being edited from the admin's cache. A save (a new
 * `version`) goes through the Content Manager, so it marks every alias view stale here, this one
 * and the URLs page alike; the plugin's own writes (making the entry the front page) do so by tag.
 */
const useEntryAlias = (model: string, documentId: string | undefined, locale: string | undefined, version: unknown) => {
  const { currentData, isError } = useGetEntryAliasQuery({ model, documentId: documentId ?? '', locale }, { skip: !documentId });
  const [invalidate] = useInvalidateUrlAliasesMutation();
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    void invalidate();
  }, [version, invalidate]);
  // The panel still offers the switch on a failed read; the save validates a hand-written path on the server.
  if (isError) return { failed: true as const };
  // `currentData` is the answer for this entry and locale only, never the previous one's.
  return currentData ? { info: currentData } : undefined;
};

/**
 * The panel's body. The choice is a value of the Content Manager's own form (body key
 * `sitetools`), so it is sent with the entry's save and publish, never on its own.
 */
export const UrlAliasPanelContent = ({ model, documentId: idInUrl, document }: PanelComponentProps) => {
  const { formatMessage } = useIntl();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = (document?.locale as string | undefined) ?? query.plugins?.i18n?.locale;
  // A single type's edit view has no id in its URL: its document, once loaded, has it.
  const documentId = idInUrl ?? (typeof document?.documentId === 'string' ? document.documentId : undefined);
  const entry = useEntryAlias(model, documentId, locale, document?.updatedAt);
  const info = entry?.info;
  const choice = useForm(
    'UrlAliasPanel',
    (form) => (form.values as Record<string, unknown>)[ENTRY_ALIAS_BODY_KEY] as EntryAliasChoice | undefined
  );
  const onChange = useForm('UrlAliasPanel', (form) => form.onChange);
  const editing = useUrlEditing(model, documentId, documentId ? (entry ? entry.info?.canEditPath : 'pending') : undefined);
  const readOnly = editing !== 'editable';
  const serverError = useForm('UrlAliasPanel', (form) => {
    // The Content Manager files a refused save's `details.errors` under their path.
    const errors = (form.errors as Record<string, unknown>)[ENTRY_ALIAS_BODY_KEY] as { path?: unknown } | undefined;
    return typeof errors?.path === 'string' ? errors.path : undefined;
  });

  const generated = choice ? choice.generated : (info?.generated ?? true);
  const path = choice && !choice.generated ? choice.path : (info?.manualPath ?? info?.livePath ?? '');
  const check = usePathCheck(model, { documentId, locale }, generated ? null : path);
  const setChoice = (next: EntryAliasChoice) => onChange(ENTRY_ALIAS_BODY_KEY, next);
  // The redirect the path being published replaces: the typed path's, or, while the path stays
  // generated, that of the path the saved draft publishes to (an unsaved edit's is not known).
  const replaced = generated ? (info?.generated ? info.replacesRedirect : null) : check?.ok ? check.replacesRedirect : null;

  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      {entry?.failed ? (
        <Typography variant="pi" textColor="danger600" role="alert">
          {formatMessage({ id: getTrad('panel.loadError'), defaultMessage: 'The URL of this entry could not be read.' })}
        </Typography>
      ) : null}
      {info?.livePath ? <LivePath path={info.livePath} frontendUrl={info.frontendUrl} /> : null}
      {info?.nextPath && info.nextPath !== info.livePath ? (
        <Flex direction="column" alignItems="stretch" gap={1}>
          <Typography variant="sigma" textColor="neutral600">
            {formatMessage({ id: getTrad('panel.next'), defaultMessage: 'Path after publishing' })}
          </Typography>
          <WholePath data-testid="sitetools-next-path">{info.nextPath}</WholePath>
        </Flex>
      ) : null}
      {replaced ? <RedirectWarning redirect={replaced} /> : null}
      {documentId && info?.frontPage ? (
        <FrontPage model={model} documentId={documentId} locale={locale} state={info.frontPage} editable={editing === 'editable'} />
      ) : null}
      {documentId && info ? <UrlHistory model={model} documentId={documentId} locale={locale} /> : null}
      {editing === 'not-allowed' ? (
        <ReadOnlyNotice generated={generated} />
      ) : (
        <>
          <Field.Root name="sitetools.generated">
            <Field.Label>{formatMessage({ id: getTrad('panel.generate'), defaultMessage: 'Generate automatically' })}</Field.Label>
            <Toggle
              checked={generated}
              disabled={readOnly}
              onLabel={formatMessage({ id: getTrad('panel.on'), defaultMessage: 'On' })}
              offLabel={formatMessage({ id: getTrad('panel.off'), defaultMessage: 'Off' })}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                setChoice(event.target.checked ? { generated: true } : { generated: false, path })
              }
            />
          </Field.Root>
          {generated ? null : (
            <ManualPathField
              value={path}
              onChange={(next) => setChoice({ generated: false, path: next })}
              check={check}
              serverError={serverError}
              disabled={readOnly}
            />
          )}
        </>
      )}
    </Flex>
  );
};
