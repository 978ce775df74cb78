import type { StrapiApp } from '@strapi/strapi/admin';

// Placeholder until the option is built.
export const registerContentTypeBuilderOption = (_app: StrapiApp) => {};
