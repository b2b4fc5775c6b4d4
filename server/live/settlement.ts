/** A promise with its settling functions (Promise.withResolvers, which Node 20 lacks). */
export function settlement() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A close that fails is the end's failure too: it is handled there.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
