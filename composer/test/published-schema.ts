/**
 * Validators for the published JSON Schemas (schemas/json), by an independent validator (ajv, not
 * zod), so tests check what other clients are given rather than the zod schemas it came from.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const loaded = new Map<string, string>();

/** The schema of `file` (e.g. 'page-tree'), or one of its `$defs` by name. */
export function publishedValidator(file: string, def?: string): ValidateFunction {
  let id = loaded.get(file);
  if (id === undefined) {
    const path = fileURLToPath(new URL(`../../schemas/json/${file}.schema.json`, import.meta.url));
    const schema = JSON.parse(readFileSync(path, 'utf8')) as { $id: string };
    ajv.addSchema(schema);
    id = schema.$id;
    loaded.set(file, id);
  }
  const validate = ajv.getSchema(def ? `${id}#/$defs/${def}` : id);
  if (!validate) throw new Error(`${file}.schema.json has no ${def ? `$defs/${def}` : 'root schema'}`);
  return validate;
}
