import { MetadataScanner } from '@nestjs/core';

// The methods of one provider instance that a decorator marked with metadata under `key` (@JobHandler,
// @FactHandler), each with its metadata, its name and a bound call.
export function decoratedMethods<S extends object, A>(
  instance: object,
  key: symbol,
  scanner = new MetadataScanner(),
): (S & { instance: object; method: string; run: (arg: A) => Promise<unknown> })[] {
  const methods = instance as Record<string, unknown>;
  return scanner.getAllMethodNames(Object.getPrototypeOf(instance)).flatMap((method) => {
    const fn = methods[method];
    const spec = typeof fn === 'function' ? (Reflect.getMetadata(key, fn) as S | undefined) : undefined;
    if (!spec) return [];
    const run = (arg: A) => (fn as (arg: A) => Promise<unknown>).call(instance, arg);
    return [{ ...spec, instance, method, run }];
  });
}
