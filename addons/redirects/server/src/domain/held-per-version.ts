/**
 * What one version of the redirect set gives (the manifest's body, the Bloom filter), built once
 * and shared by every request of that version, those that arrive during the build included: at a
 * million rules a build takes seconds, and each request building its own would multiply them. A
 * failed build is not kept, so the next request tries again; `expired(value)` says when a kept
 * value must be built again although the version did not move (a schedule's window opened).
 */
export const heldPerVersion = <T>(build: (version: string) => Promise<T>, expired: (value: T) => boolean = () => false) => {
  let held: { version: string; value: Promise<T>; built?: T } | null = null;
  return (version: string): Promise<T> => {
    if (held === null || held.version !== version || (held.built !== undefined && expired(held.built))) {
      const entry: { version: string; value: Promise<T>; built?: T } = { version, value: build(version) };
      held = entry;
      entry.value.then(
        (built) => {
          entry.built = built;
        },
        () => {
          if (held === entry) held = null;
        }
      );
    }
    return held.value;
  };
};
