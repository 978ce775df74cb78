import { AsyncLocalStorage } from 'node:async_hooks';
import type { AliasChangedEvent } from 'strapi-plugin-sitetools/contracts/events';
import type { RemovalPolicy } from '../domain/removal-policy';

/** An editor's policy for one entry's removal, chosen in the dialog that removes it. */
export interface RemovalChoice {
  contenttype: string;
  documentId: string;
  /** null: every locale of the entry. */
  locale: string | null;
  policy: RemovalPolicy;
}

// Per request, not per process: the removal's alias changes are written in the call chain the
// removal starts (its reconcile runs from the transaction's commit, still in that chain), so they
// see the choices, and no other request ever does.
const choices = new AsyncLocalStorage<RemovalChoice[]>();

/** Runs `work` (a removal) with the editor's choices in effect for the alias changes it causes. */
export const withRemovalChoices = <T>(list: RemovalChoice[], work: () => Promise<T>): Promise<T> => choices.run(list, work);

/** The policy an editor chose for the entry of this alias change, if the removal under way carries one. */
export const chosenPolicy = (event: Pick<AliasChangedEvent, 'contenttype' | 'entryDocumentId' | 'locale'>): RemovalPolicy | undefined =>
  choices
    .getStore()
    ?.find(
      (choice) =>
        choice.contenttype === event.contenttype &&
        choice.documentId === event.entryDocumentId &&
        (choice.locale === null || choice.locale === event.locale)
    )?.policy;
