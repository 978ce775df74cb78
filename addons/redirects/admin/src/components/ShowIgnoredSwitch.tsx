import { Flex, Switch, Typography } from '@strapi/design-system';
import { useId } from 'react';
import { styled } from 'styled-components';

// Off is the usual view, not a fault: neutral, where the design system paints it red.
const NeutralSwitch = styled(Switch)`
  &[data-state='unchecked']:not([data-disabled]) {
    background-color: ${({ theme }) => theme.colors.neutral500};
  }
`;

interface ShowIgnoredSwitchProps {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

/** Shows the ignored paths instead of the open ones; its label names what switching on does. */
export const ShowIgnoredSwitch = ({ checked, label, onChange }: ShowIgnoredSwitchProps) => {
  const id = useId();
  return (
    <Flex gap={2}>
      <NeutralSwitch id={id} checked={checked} onCheckedChange={onChange} />
      <Typography tag="label" htmlFor={id} variant="omega" textColor="neutral800">
        {label}
      </Typography>
    </Flex>
  );
};
