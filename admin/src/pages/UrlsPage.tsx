import { Page } from '@strapi/strapi/admin';
import { ACTIONS } from '../../../shared/contracts/permissions';
import { UrlsList } from './urls/UrlsList';

const READ = [{ action: ACTIONS.read, subject: null }];

/** The "URLs" page: every alias of the site, for users who may read them. */
export const UrlsPage = () => (
  <Page.Protect permissions={READ}>
    <UrlsList />
  </Page.Protect>
);
