import { Status, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { RedirectState as State } from '../../../shared/contracts/redirects';
import { getTrad } from '../utils/get-trad';

// The Content Manager's colours for the same three states.
const VARIANTS = { draft: 'secondary', published: 'success', modified: 'alternative' } as const;
const LABELS: Record<State, string> = { draft: 'Draft', published: 'Published', modified: 'Modified' };

/** A redirect's publication state as a coloured label. */
export const RedirectState = ({ state }: { state: State }) => {
  const { formatMessage } = useIntl();
  return (
    <Status variant={VARIANTS[state]} size="S" width="min-content">
      <Typography tag="span" variant="omega" fontWeight="bold">
        {formatMessage({ id: getTrad(`state.${state}`), defaultMessage: LABELS[state] })}
      </Typography>
    </Status>
  );
};
