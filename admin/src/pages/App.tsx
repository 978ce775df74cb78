import { Layouts, Page } from '@strapi/strapi/admin';
import { Route, Routes } from 'react-router-dom';
import { SitetoolsNav } from '../components/urls/SitetoolsNav';
import { PathImportPage } from './PathImportPage';
import { PatternsPage } from './PatternsPage';
import { UrlsPage } from './UrlsPage';

/** The plugin's pages under /plugins/sitetools, side by side: the URL list, the URL patterns and the paths import. */
export const App = () => (
  <Layouts.Root sideNav={<SitetoolsNav />}>
    <Routes>
      <Route index element={<UrlsPage />} />
      <Route path="patterns" element={<PatternsPage />} />
      <Route path="import" element={<PathImportPage />} />
      <Route path="*" element={<Page.Error />} />
    </Routes>
  </Layouts.Root>
);
