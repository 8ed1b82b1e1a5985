import { type FS, Liquid, type Template } from 'liquidjs';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/constants.ts';
import type { Db } from '../db/database.ts';
import { invalidField } from '../http/errors.ts';
import type { PushEventSeed } from '../plugin.ts';

/** Message templates reach no file: `include`, `render` and `layout` find nothing. */
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (f) => Promise.reject(new Error(`no file ${f}`)),
  readFileSync: (f) => {
    throw new Error(`no file ${f}`);
  },
  resolve: (_dir, file) => file,
};

const options = {
  fs: NO_FILES,
  relativeReference: false,
  ownPropertyOnly: true,
  strictFilters: true,
  cache: 500,
  parseLimit: 20_000,
  renderLimit: 200,
  memoryLimit: 4_000_000,
} as const;

/**
 * Two engines for one template language: the HTML one escapes every output (an e-mail's HTML body: a value
 * the emitter passes, such as an applicant's project name, never becomes markup), the text one renders the
 * subject, the text part, robot messages and in-site messages, which are never read as HTML (robots get JSON,
 * the console shows in-site messages as text).
 */
const html = new Liquid({ ...options, outputEscape: 'escape' });
const text = new Liquid(options);

/** A subject and body to render. */
export interface MessageTemplate {
  subject: string;
  body: string;
}

/** A rendered message: subject and body as text, and the body as escaped HTML for e-mail. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const parsed = new Map<string, Template[]>();
const parse = (engine: Liquid, tag: string, source: string) => {
  const key = `${tag}\u0000${source}`;
  let t = parsed.get(key);
  if (!t) {
    if (parsed.size > 1000) parsed.clear();
    t = engine.parse(source);
    parsed.set(key, t);
  }
  return t;
};

/**
 * Renders a template with the values (the event's payload and the recipient). Synchronously: renders
 * interleaved with others (a batch's messages side by side) would each count the others' time against the
 * render time limit.
 */
export function renderMessage(t: MessageTemplate, values: Record<string, unknown>): RenderedMessage {
  const subject = text.renderSync(parse(text, 't', t.subject), values) as string;
  const body = text.renderSync(parse(text, 't', t.body), values) as string;
  const markup = html.renderSync(parse(html, 'h', t.body), values) as string;
  return { subject: subject.trim(), text: body, html: markup.replace(/\r?\n/g, '<br>\n') };
}

/** Refuses a template that does not parse, naming the field (`subject` or `body`). */
export function assertTemplate(t: MessageTemplate): void {
  for (const field of ['subject', 'body'] as const) {
    try {
      text.parse(t[field]);
    } catch (e) {
      throw invalidField(field, 'server:pusher.templateSyntax', { error: (e as Error).message.split('\n')[0].slice(0, 200) });
    }
  }
}

/** The event's template in the language: the administrator's when saved, else the event's default. */
export async function templateFor(db: Db, event: PushEventSeed, lang: string): Promise<MessageTemplate> {
  const l = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const own = await db
    .selectFrom('sysPushTemplate')
    .select(['subject', 'body'])
    .where('eventCode', '=', event.code)
    .where('lang', '=', l)
    .executeTakeFirst();
  return own ?? { subject: event.template.subject[l], body: event.template.body[l] };
}
