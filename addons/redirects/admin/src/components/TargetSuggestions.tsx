import { Button, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { getTrad } from '../utils/get-trad';

interface TargetSuggestionsProps {
  paths: string[];
  onPick: (path: string) => void;
}

/** The live paths closest to a reported 404, each a button that fills the redirect's target. */
export const TargetSuggestions = ({ paths, onPick }: TargetSuggestionsProps) => {
  const { formatMessage } = useIntl();
  if (paths.length === 0) return null;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Typography variant="pi" fontWeight="bold">
        {formatMessage({ id: getTrad('notFound.suggestions'), defaultMessage: 'Closest live paths' })}
      </Typography>
      <Flex gap={1} wrap="wrap">
        {paths.map((path) => (
          <Button key={path} type="button" size="S" variant="secondary" onClick={() => onPick(path)}>
            {path}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
};
