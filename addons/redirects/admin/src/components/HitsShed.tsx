import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { IntakeShed } from '../../../shared/contracts/intake-shed';
import { getTrad } from '../utils/get-trad';

/**
 * The hit entries the hits intake shed at its budget, above the Hits and Last hit columns: hits
 * that never reached those counts, so that "unused" is read knowing it. Nothing when none were shed.
 */
export const HitsShed = ({ shed }: { shed: IntakeShed | undefined }) => {
  const { formatMessage } = useIntl();
  if (!shed || shed.reports === 0) return null;
  return (
    <Typography variant="pi" textColor="neutral600" tag="p">
      {formatMessage(
        {
          id: getTrad('list.hitsShed'),
          defaultMessage:
            '{shed, plural, one {# hit entry} other {# hit entries}} shed at the hits intake budget since {since, date, medium}: those hits are not in the counts below',
        },
        { shed: shed.reports, since: new Date(shed.since ?? 0) }
      )}
    </Typography>
  );
};
