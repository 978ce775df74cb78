/** What `fn` throws, or undefined when it returns: lets a table row assert on the error itself. */
export const thrownBy = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
};
