import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { formilyToJsonSchema, type FormilySchema } from '../../shared/formily-schema.ts';
import { invalidField } from '../http/errors.ts';
import { userPatternEngine } from './user-pattern.ts';

/** One version of a form: its Formily schema (what the console renders) and the validator built from it. */
export interface FormVersion {
  plugin: string;
  name: string;
  version: number;
  schema: FormilySchema;
}

/** The first problem of a submitted form: the field (dotted path) and the schema keyword it broke. */
export interface FormProblem {
  field: string;
  keyword: string;
  params: Record<string, unknown>;
}

const FILE = /^([a-z][A-Za-z0-9-]*)\.v(\d+)\.json$/;

/**
 * The versioned Formily schemas under `schemas/<plugin>/<name>.v<N>.json` (DESIGN §4). A submission is
 * validated against the version it was filled with, through one conversion (`formilyToJsonSchema`), so the
 * server checks exactly what the console rendered; editing a schema means adding a version, never
 * changing an old one.
 */
export class FormSchemaRegistry {
  private readonly versions = new Map<string, FormVersion[]>();
  private readonly validators = new Map<string, ValidateFunction>();
  // schema patterns may come from administrators (custom forms): they run on the linear-time engine
  private readonly ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, code: { regExp: userPatternEngine } });

  /** Reads every schema file of the enabled plugins under `root` (a missing folder is no schemas). */
  constructor(root: string, plugins: readonly string[]) {
    for (const plugin of plugins) {
      const dir = path.join(root, plugin);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir)) {
        const m = FILE.exec(file);
        if (!m) continue;
        const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as FormilySchema;
        const key = `${plugin}/${m[1]}`;
        const list = this.versions.get(key) ?? [];
        list.push({ plugin, name: m[1], version: Number(m[2]), schema });
        list.sort((a, b) => a.version - b.version);
        this.versions.set(key, list);
      }
    }
  }

  /** The forms a plugin ships, each with its versions. */
  list(plugin: string): { name: string; versions: number[] }[] {
    return [...this.versions.entries()]
      .filter(([k]) => k.startsWith(`${plugin}/`))
      .map(([, v]) => ({ name: v[0].name, versions: v.map((x) => x.version) }));
  }

  /** The current (highest) version of a form, or a given one; undefined when there is none. */
  get(plugin: string, name: string, version?: number): FormVersion | undefined {
    const list = this.versions.get(`${plugin}/${name}`);
    if (!list?.length) return undefined;
    return version === undefined ? list[list.length - 1] : list.find((v) => v.version === version);
  }

  /** Checks a submission against a form version; null when it passes, else its first problem. */
  validate(form: FormVersion, data: unknown): FormProblem | null {
    const key = `${form.plugin}/${form.name}@${form.version}`;
    let check = this.validators.get(key);
    if (!check) {
      check = this.ajv.compile(formilyToJsonSchema(form.schema));
      this.validators.set(key, check);
    }
    if (check(data)) return null;
    return problemOf(check.errors?.[0]);
  }
}

/** Schema keywords with a message of their own (`server:schema.<keyword>`); others read "invalid". */
const WORDED = new Set([
  'required',
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
  'pattern',
  'format',
  'maxItems',
  'minItems',
]);

/** Refuses a submission that breaks its form, with the localized message naming the field (as route schemas do). */
export function assertFormValid(registry: FormSchemaRegistry, form: FormVersion, data: unknown): void {
  const p = registry.validate(form, data);
  if (!p) return;
  const field =
    p.field
      .split('.')
      .filter((x) => !/^\d+$/.test(x))
      .pop() ?? p.field;
  throw invalidField(field, WORDED.has(p.keyword) ? `server:schema.${p.keyword}` : 'server:schema.invalid', { ...p.params, path: p.field });
}

function problemOf(e: ErrorObject | undefined): FormProblem {
  if (!e) return { field: '', keyword: 'invalid', params: {} };
  const pathParts = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') pathParts.push(String((e.params as { missingProperty?: string }).missingProperty));
  return { field: pathParts.join('.'), keyword: e.keyword, params: e.params as Record<string, unknown> };
}
