// Placeholder until the page is built.
export const UrlsPage = () => null;
