/**
 * JSON.stringify with a ceiling on the output. A GROQ result can share one
 * value many times over (`{"b": [a, a, a, …]}` nested a few levels): held as
 * references it is small, written out it is gigabytes. Counting while writing
 * stops at the limit, so the work and the memory spent on any result are
 * bounded by the limit, never by how far the result would expand.
 */

export class ResultTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Query result is larger than the ${formatBytes(limitBytes)} this service returns`);
  }
}

/** The JSON text of `value` (as JSON.stringify writes it), or ResultTooLargeError past `maxBytes` of UTF-8. */
export function stringifyWithin(value: unknown, maxBytes: number): string {
  const parts: string[] = [];
  let bytes = 0;
  const emit = (text: string) => {
    bytes += Buffer.byteLength(text);
    if (bytes > maxBytes) throw new ResultTooLargeError(maxBytes);
    parts.push(text);
  };

  const write = (node: unknown): void => {
    if (node === null || typeof node !== 'object') {
      // Primitives as JSON.stringify writes them (a non-finite number is null); functions and undefined never occur in query results.
      emit(JSON.stringify(node) ?? 'null');
      return;
    }
    if (Array.isArray(node)) {
      emit('[');
      node.forEach((item, index) => {
        if (index > 0) emit(',');
        write(item === undefined ? null : item);
      });
      emit(']');
      return;
    }
    emit('{');
    let first = true;
    for (const [key, item] of Object.entries(node)) {
      if (item === undefined) continue;
      emit(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      write(item);
    }
    emit('}');
  };

  write(value);
  return parts.join('');
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}
