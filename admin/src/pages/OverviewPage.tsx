// Placeholder until the page is built.
export const OverviewPage = () => null;
