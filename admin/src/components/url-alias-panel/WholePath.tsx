import { Typography } from '@strapi/design-system';
import { styled } from 'styled-components';

/**
 * A path shown whole in the narrow side panel, on a line of its own: a long one wraps (at any
 * character, paths have few spaces) rather than being cut short.
 */
export const WholePath = styled(Typography)`
  overflow-wrap: anywhere;
`;
