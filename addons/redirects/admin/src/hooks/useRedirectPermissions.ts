import { useRBAC } from '@strapi/strapi/admin';
import { ACTIONS } from '../../../shared/contracts/permissions';

const CHECKED = Object.values(ACTIONS).map((action) => ({ action, subject: null }));

/** One flag per addon action, named as useRBAC names them (`plugin::x.create` gives `canCreate`). */
export type RedirectPermissions = Record<
  'canRead' | 'canCreate' | 'canUpdate' | 'canDelete' | 'canPublish' | 'canImport' | 'canExport' | 'canNotFoundRead' | 'canNotFoundManage',
  boolean
>;

/**
 * What the current user may do on the Redirects page. It only hides controls: every admin
 * route checks the same action on the server.
 */
export const useRedirectPermissions = (): RedirectPermissions => {
  const { allowedActions: allowed } = useRBAC(CHECKED);
  return {
    canRead: allowed.canRead === true,
    canCreate: allowed.canCreate === true,
    canUpdate: allowed.canUpdate === true,
    canDelete: allowed.canDelete === true,
    canPublish: allowed.canPublish === true,
    canImport: allowed.canImport === true,
    canExport: allowed.canExport === true,
    canNotFoundRead: allowed.canNotFoundRead === true,
    canNotFoundManage: allowed.canNotFoundManage === true,
  };
};
