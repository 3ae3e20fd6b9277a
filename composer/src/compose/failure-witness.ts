/**
 * Whether a resolver met an upstream failure, even one it caught itself: a block that hides itself, or
 * shows less, because a call failed must not be cached like a good one (once a brief
 * failure of the reviews call hid TravelStories for the whole TTL after the upstream recovered). The
 * resolver gets its data sources through a watching view; any call of it that fails (a 404 excepted: it
 * is an answer, the thing is absent) marks the block degraded, which the pipeline caches briefly.
 */

export interface FailureWitness<T extends object> {
  /** The sources as the resolver sees them. */
  view: T;
  /** The first failure seen, if any. */
  failure(): unknown;
}

const isNotFound = (err: unknown): boolean => (err as { code?: string }).code === 'WP_UPSTREAM_NOT_FOUND';

/**
 * A view of `target` whose methods (and its nested objects' methods) are the originals called on the
 * originals (so classes with private fields work), with every promise they return watched.
 */
export function watchFailures<T extends object>(target: T): FailureWitness<T> {
  let seen: { err: unknown } | undefined;
  const note = (err: unknown) => {
    if (!isNotFound(err)) seen ??= { err };
  };
  const views = new WeakMap<object, object>();
  const watch = <O extends object>(object: O): O => {
    const known = views.get(object);
    if (known) return known as O;
    const view = new Proxy(object, {
      get(original, property) {
        const value: unknown = Reflect.get(original, property, original);
        if (typeof value === 'function') {
          return (...args: unknown[]) => {
            const result: unknown = (value as (...a: unknown[]) => unknown).apply(original, args);
            // A separate branch observes the failure; the caller still receives the rejection itself.
            if (result instanceof Promise) result.then(undefined, note);
            return result;
          };
        }
        return value !== null && typeof value === 'object' && !(value instanceof Promise)
          ? watch(value)
          : value;
      },
    });
    views.set(object, view);
    return view;
  };
  return { view: watch(target), failure: () => seen?.err };
}
