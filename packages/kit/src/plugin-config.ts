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

/**
 * A config string checked by `check`, which throws an `errorClass` error for a bad value: the
 * error's message (or what `messageOf` makes of it) becomes the validation issue. Other errors
 * are not about the value and pass through.
 */
export const checkedString = <E extends Error>(
  check: (value: string) => unknown,
  errorClass: abstract new (...args: never[]) => E,
  messageOf: (error: E) => string = (error) => error.message
) =>
  z.string().superRefine((value, context) => {
    try {
      check(value);
    } catch (error) {
      if (!(error instanceof errorClass)) throw error;
      context.addIssue({ code: 'custom', message: messageOf(error) });
    }
  });
