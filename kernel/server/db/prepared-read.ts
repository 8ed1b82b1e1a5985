import { prepareValue } from 'pg/lib/utils.js';

/** A column of a result as PostgreSQL describes it (the part rows are read with). */
export interface ResultField {
  name: string;
  dataTypeID: number;
}

type Parser = (text: string) => unknown;

/** The columns of a prepared statement's rows and the parser of each. */
interface Shape {
  fields: ResultField[];
  parsers: Parser[];
}

/** What a prepared read answers: its rows as arrays, in the order of `fields`. */
export interface ReadResult {
  command: string;
  rowCount: number;
  fields: ResultField[];
  rows: unknown[][];
}

// the parts of pg's connection a query object drives (pg's documented "submittable" interface)
interface Connection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork(): void; uncork(): void };
  parse(m: { text: string; name: string }): void;
  bind(m: { portal: string; statement: string; values: unknown[]; valueMapper: typeof prepareValue }): void;
  describe(m: { type: 'P'; name: string }): void;
  execute(m: { portal: string }): void;
  sync(): void;
  close(m: { type: 'S'; name: string }): void;
  sendCopyFail(msg: string): void;
}

type TypeParsers = { getTypeParser(oid: number, format: 'text'): Parser };

/**
 * The row shapes of the prepared statements of one pool, by statement name. A statement is described where
 * a connection prepares it, not on every run: a later run sends Bind, Execute and Sync, and gets back its
 * rows without a RowDescription to decode and turn into parsers again (for a 21-column page that was a
 * tenth of the whole request). A statement whose row type changed under it fails in PostgreSQL ("cached
 * plan must not change result type"); that connection then closes it and prepares it again.
 */
export class PreparedShapes {
  private shapes = new Map<string, Shape>();
  // statements a connection must close and parse again: their row type changed
  private stale = new WeakMap<Connection, Set<string>>();

  get(name: string): Shape | undefined {
    return this.shapes.get(name);
  }

  learn(name: string, fields: ResultField[], types: TypeParsers): Shape {
    const shape = {
      fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      parsers: fields.map((f) => types.getTypeParser(f.dataTypeID, 'text')),
    };
    this.shapes.set(name, shape);
    return shape;
  }

  /** after an error of a run: a statement whose row type changed is described, and on `c` parsed, again */
  failed(name: string, err: Error & { code?: string }, c: Connection | undefined): void {
    this.shapes.delete(name);
    if (err.code !== CHANGED_RESULT_TYPE || !c) return;
    delete c.parsedStatements[name];
    let names = this.stale.get(c);
    if (!names) this.stale.set(c, (names = new Set()));
    names.add(name);
  }

  /** whether `c` still holds an outdated statement of this name (and forgets that: the caller replaces it) */
  takeStale(c: Connection, name: string): boolean {
    return this.stale.get(c)?.delete(name) ?? false;
  }
}

// "cached plan must not change result type": a column of the statement's row changed its type
const CHANGED_RESULT_TYPE = '0A000';

/**
 * One run of a named (prepared) read, as a pg query object: `client.query(new PreparedRead(…))` queues it
 * like any query, and `done` settles with its rows as arrays. The statement is parsed on a connection the
 * first time that connection runs it, and described then (or while its shape is not known yet), never again
 * on that connection.
 */
export class PreparedRead {
  readonly done: Promise<ReadResult>;
  callback!: (err: Error | null) => void;
  private shape: Shape | undefined;
  private rows: unknown[][] = [];
  private command = '';
  private rowCount = 0;
  private failed: Error | undefined;

  constructor(
    readonly name: string,
    readonly text: string,
    readonly values: unknown[],
    private readonly shapes: PreparedShapes,
    private readonly types: TypeParsers,
  ) {
    this.shape = shapes.get(name);
    this.done = new Promise<ReadResult>((resolve, reject) => {
      this.callback = (err) => {
        if (err) return reject(err);
        resolve({ command: this.command, rowCount: this.rowCount, fields: this.shape?.fields ?? [], rows: this.rows });
      };
    });
  }

  submit(c: Connection): null {
    const parsed = c.parsedStatements[this.name] !== undefined || c.submittedNamedStatements[this.name] !== undefined;
    c.stream.cork(); // the messages leave in one write
    try {
      if (!parsed) {
        if (this.shapes.takeStale(c, this.name)) c.close({ type: 'S', name: this.name });
        c.parse({ text: this.text, name: this.name });
        c.submittedNamedStatements[this.name] = this.text;
      }
      try {
        c.bind({ portal: '', statement: this.name, values: this.values, valueMapper: prepareValue });
      } catch (err) {
        // a value that cannot be sent: the statement stays usable, the run ends with the error
        c.sync();
        this.failed = err as Error;
        return null;
      }
      // described where it is parsed: a row type changed since the shape was learned shows up there
      if (!parsed || !this.shape) c.describe({ type: 'P', name: '' });
      c.execute({ portal: '' });
      c.sync();
    } finally {
      c.stream.uncork();
    }
    return null;
  }

  handleRowDescription(msg: { fields: ResultField[] }): void {
    this.shape = this.shapes.learn(this.name, msg.fields, this.types);
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this.failed) return;
    const values = msg.fields;
    const parsers = this.shape!.parsers;
    const row = new Array(values.length);
    try {
      for (let i = 0; i < values.length; i++) {
        const v = values[i];
        row[i] = v === null ? null : parsers[i](v);
      }
    } catch (err) {
      this.failed = err as Error;
      return;
    }
    this.rows.push(row);
  }

  handleCommandComplete(msg: { text: string }): void {
    const words = msg.text.split(' ');
    this.command = words[0];
    this.rowCount = Number(words[words.length - 1]) || 0;
  }

  handleError(err: Error, c?: Connection): void {
    this.shapes.failed(this.name, err, c);
    this.callback(err);
  }

  handleReadyForQuery(): void {
    this.callback(this.failed ?? null);
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(c: Connection): void {
    c.sendCopyFail('not a copy');
  }

  handleCopyData(): void {}
}

type QueryingClient = TypeParsers & { query(q: never): unknown };

/**
 * Runs a named read on `client` and answers its rows as arrays. A statement whose row type changed since
 * this connection prepared it (a migration altered a column) fails once in PostgreSQL; it is then prepared
 * again and run a second time, so the caller sees the new rows, not the error.
 */
export async function runPrepared(
  client: QueryingClient,
  shapes: PreparedShapes,
  name: string,
  text: string,
  values: unknown[],
): Promise<ReadResult> {
  const once = () => {
    const read = new PreparedRead(name, text, values, shapes, client);
    client.query(read as never);
    return read.done;
  };
  try {
    return await once();
  } catch (err) {
    if ((err as { code?: string }).code !== CHANGED_RESULT_TYPE) throw err;
    return once();
  }
}
