import { ProgressBar } from '@strapi/design-system';
import { styled } from 'styled-components';

/**
 * The design system's bar is drawn for dark overlays (a white fill on a dark track); on the
 * page's white card the fill would be invisible, so it takes the panel's light-theme colours.
 */
const Bar = styled(ProgressBar)`
  width: 100%;
  background-color: ${({ theme }) => theme.colors.neutral150};

  & > div {
    background-color: ${({ theme }) => theme.colors.primary600};
  }
`;

/** How far a background job (bulk generation, a paths import) is, in percent. */
export const percentOf = (job: { total: number; done: number; status: string }) =>
  job.total === 0 ? (job.status === 'running' ? 0 : 100) : Math.min(100, Math.round((job.done / job.total) * 100));

/** The progress bar of a background job. */
export const JobProgressBar = ({ percent, label }: { percent: number; label: string }) => (
  // The design system's bar does not hand its value to the progressbar role: set it here.
  <Bar value={percent} aria-valuenow={percent} aria-valuetext={`${percent}%`} aria-label={label} />
);
