import { z } from 'zod';

/**
 * The `config` part of a plugin object from a zod schema: its defaults, and a validator that
 * stops the app at startup with every problem of a bad config listed.
 */
export const pluginConfig = <T extends z.ZodType>(pluginName: string, schema: T) => ({
  default: schema.parse({}) as z.infer<T>,
  validator(config: unknown) {
    const result = schema.safeParse(config);
    if (!result.success) {
      throw new Error(`Invalid ${pluginName} config: ${z.prettifyError(result.error)}`);
    }
  },
});
