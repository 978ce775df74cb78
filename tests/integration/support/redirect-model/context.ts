/** What the model's calls share: the booted app, the admin's token and the sequence being run. */
import type { TestApp } from '../strapi';
import { TITLES } from './operations';

/** Made once by `connect` (client.ts) and passed to every call; a reset starts the next sequence. */
export interface ModelContext {
  readonly app: TestApp;
  /** The super admin's token, sent by every call but the public reads. */
  readonly admin: string;
  /** documentIds of the pages the app was seeded with: a reset keeps them. */
  readonly seededPages: ReadonlySet<string>;
  /** Waits for the reconciles started so far (see reconciles.ts). */
  readonly settle: () => Promise<void>;
  /**
   * Letters naming the current sequence in its page titles. The core plugin remembers, per title and
   * for the life of the server, the last collision suffix it handed out, and starts from there: with
   * the same titles in every sequence, a replayed sequence would get other paths than it first did.
   */
  sequence: string;
  /** How many sequences have started. */
  sequences: number;
  /** documentIds of the pages the model plays with (created at each reset and by newPage). */
  pages: string[];
}

const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

/** Names the next sequence; it has no pages yet. */
export const startSequence = (ctx: ModelContext) => {
  ctx.sequence = `m${letters(ctx.sequences++)}`;
  ctx.pages = [];
};

/** The title of this sequence's page PN. */
export const pageTitle = (ctx: ModelContext, title: number) => `${ctx.sequence} ${TITLES[title]}`;

/** A text as sent: each /pages/pN becomes the path of this sequence's page titled PN. */
export const here = (ctx: ModelContext, text: string) =>
  text.replaceAll(/\/pages\/p(\d)/g, (_, n: string) => `/pages/${ctx.sequence}-p${n}`);
