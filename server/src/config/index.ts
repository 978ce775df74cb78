import { z } from 'zod';

/** The plugin's configuration (`config/plugins` of the app, key `sitetools`). */
export const configSchema = z
  .object({
    /** Transliterate generated slugs to ASCII; off keeps Unicode letters. */
    transliterate: z.boolean().default(true),
  })
  .strict();

export type Config = z.infer<typeof configSchema>;

export default {
  default: configSchema.parse({}),
  validator(config: unknown) {
    const result = configSchema.safeParse(config);
    if (!result.success) {
      throw new Error(`Invalid sitetools config: ${z.prettifyError(result.error)}`);
    }
  },
};
