import { Typography } from '@strapi/design-system';
import { styled } from 'styled-components';

/**
 * A path shown whole in the narrow side panel: a long one wraps at any character (paths have few
 * spaces) rather than being cut short, and gives the buttons beside it their room.
 */
export const WholePath = styled(Typography)`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;
