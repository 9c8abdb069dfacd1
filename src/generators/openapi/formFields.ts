import type * as oas from 'openapi3-ts/oas31';
import { isRecord } from './spec.js';

type Encoding = oas.EncodingObject;

/** A field's value: an object stays one field only where its encoding names a media type for it (JSON text). */
const sentAsOne = (encoding: Encoding | undefined) => encoding?.contentType !== undefined && !/x-www-form-urlencoded/i.test(encoding.contentType);

/** `card[address][city]` and `items[0][price]` for the values nested in a `deepObject` field. */
function deepFields(name: string, value: unknown, out: [string, unknown][]): void {
  if (Array.isArray(value)) value.forEach((item, i) => deepFields(`${name}[${i}]`, item, out));
  else if (isRecord(value)) for (const [key, inner] of Object.entries(value)) deepFields(`${name}[${key}]`, inner, out);
  else out.push([name, value]);
}

/**
 * The fields of an `application/x-www-form-urlencoded` body as OpenAPI serializes them (its Encoding Object):
 * an object field in `deepObject` style is one field per value nested in it (`card[number]`); in the default
 * `form` style, exploded, one field per property (`number`), and not exploded, one field of `key,value` pairs.
 * Lists are left to the samples, which send one field per item; an object field whose encoding names a media
 * type is sent as that (JSON) text. Scalars and lists come out as they went in.
 */
export function formFields(value: Record<string, unknown>, encodings: Record<string, Encoding> | undefined): Record<string, unknown> {
  const out: [string, unknown][] = [];
  for (const [name, field] of Object.entries(value)) {
    const encoding = encodings?.[name];
    if (!isRecord(field) || sentAsOne(encoding)) out.push([name, field]);
    else if (encoding?.style === 'deepObject') deepFields(name, field, out);
    else if (encoding?.explode === false) out.push([name, Object.entries(field).flatMap(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]).join(',')]);
    else out.push(...Object.entries(field));
  }
  return Object.fromEntries(out);
}
