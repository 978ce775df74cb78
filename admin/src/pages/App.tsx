import { Page } from '@strapi/strapi/admin';
import { Route, Routes } from 'react-router-dom';
import { PatternsPage } from './PatternsPage';
import { UrlsPage } from './UrlsPage';

/** The plugin's pages under /plugins/sitetools: the URL list and the URL patterns. */
export const App = () => (
  <Routes>
    <Route index element={<UrlsPage />} />
    <Route path="patterns" element={<PatternsPage />} />
    <Route path="*" element={<Page.Error />} />
  </Routes>
);
