import type { PanelComponent } from '@strapi/content-manager/strapi-admin';

// Placeholder until the panel is built.
export const UrlAliasPanel: PanelComponent = () => null;
