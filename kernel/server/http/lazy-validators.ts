import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/** What Fastify hands a validator compiler for one part (body, querystring, params, headers) of one route. */
interface RouteSchema {
  schema: unknown;
  method?: string;
  url?: string;
  httpPart?: string;
}
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Compile = (route: RouteSchema) => Validate;
type BuildValidator = (externalSchemas: unknown, options: unknown) => Compile;
/**
 * The option's declared type: Fastify's typings describe the compiler it returns as Ajv's `compile(schema)`,
 * while at run time Fastify calls it with the route part's `{ schema, method, url, httpPart }` (as typed above).
 */
type FastifyValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/** Fastify's own validator factory (Ajv with its default options and formats), resolved from Fastify itself. */
function fastifyAjvCompiler(): BuildValidator {
  const fromHere = createRequire(import.meta.url);
  const fromFastify = createRequire(fromHere.resolve('fastify'));
  const { AjvCompiler } = fromFastify('@fastify/ajv-compiler') as { AjvCompiler: () => BuildValidator };
  return AjvCompiler();
}

/** Validators of one app, compiled on their route's first request instead of all at `ready()`. */
export interface LazyValidators {
  /** for Fastify's `schemaController.compilersFactory.buildValidator` */
  buildValidator: FastifyValidatorFactory;
  /** compiles every validator not compiled yet (a schema Ajv refuses throws, naming its route); returns how many */
  compileAll(): number;
}

/**
 * Fastify compiles the Ajv validator of every route part when the app gets ready: with several hundred routes
 * that is most of a cold start's CPU, for routes most of which no one calls soon. Here each validator is the
 * same Fastify/Ajv one (same options, same errors) built on its route's first request, once. (With a compiler
 * of its own, Fastify leaves the property names of a `headers` schema as written rather than lower-casing them:
 * a route validating headers writes them in lower case.)
 */
export function lazyValidators(): LazyValidators {
  const base = fastifyAjvCompiler();
  const pending = new Set<() => void>();
  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compile = base(externalSchemas, options);
    return (route) => {
      let fn: Validate | null = null;
      const build = () => {
        if (fn) return fn;
        try {
          fn = compile(route);
        } catch (e) {
          throw new Error(`${route.method} ${route.url} ${route.httpPart}: ${(e as Error).message}`);
        }
        pending.delete(build);
        return fn;
      };
      pending.add(build);
      // Fastify reads `errors` off the validator after a `false`
      const validate: Validate = function (this: unknown, data: unknown) {
        const f = build();
        const result = f.call(this, data);
        validate.errors = f.errors;
        return result;
      };
      return validate;
    };
  };
  return {
    buildValidator: buildValidator as unknown as FastifyValidatorFactory,
    compileAll() {
      let n = 0;
      for (const build of [...pending]) {
        build();
        n++;
      }
      return n;
    },
  };
}
