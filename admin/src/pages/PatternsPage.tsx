// Placeholder until the page is built.
export const PatternsPage = () => null;
