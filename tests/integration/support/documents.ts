import type { Core } from '@strapi/strapi';

/** Field values of a playground entry; the playground ships no generated types. */
type EntryData = Record<string, unknown>;
export type Entry = EntryData & { documentId: string };

interface Target {
  documentId: string;
  locale?: string;
}

/** The Document Service calls the tests make, typed for content types without generated types. */
export interface Documents {
  create(params: { data: EntryData; locale?: string; status?: 'published' }): Promise<Entry>;
  update(params: Target & { data: EntryData; status?: 'published' }): Promise<Entry>;
  publish(params: Target): Promise<unknown>;
  unpublish(params: Target): Promise<unknown>;
  delete(params: Target): Promise<unknown>;
  clone(params: Target & { data: EntryData }): Promise<{ documentId?: string }>;
  findOne(params: Target & { populate?: string[] }): Promise<Entry | null>;
}

export const documents = (strapi: Core.Strapi, uid: string): Documents => strapi.documents(uid as never) as unknown as Documents;
