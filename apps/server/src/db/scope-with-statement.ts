import pg from 'pg';

/**
 * docs/decisions/groups.md, "The group said with the first statement": a connection that must say
 * its group first sends that statement and the work's first statement together, with no Sync
 * between them. PostgreSQL runs the two in one implicit transaction: when the group's statement
 * fails it skips the other, and when the other fails the group's setting is undone with it. Nothing
 * runs in a group the connection was not told, and the group counts as said only once both have
 * answered. A statement that begins or ends a transaction is not sent that way: the group's
 * statement goes alone before it.
 *
 * docs/decisions/speed.md, "A transaction begun with its first statement": a transaction's `begin`
 * is held and sent the same way ahead of the transaction's first statement; when it fails, the
 * statement is skipped.
 */

/** A statement sent ahead of another, its answer set aside. */
interface Ahead {
  text: string;
  values: unknown[];
}

export interface ScopeStatement extends Ahead {
  values: string[];
  /** What the statement says, to tell whether a connection already says it. */
  key: string;
}

interface QueryConfig {
  text: string;
  name?: string;
}

/** Statements that may share PostgreSQL's implicit transaction with the group's. */
const SHARES_A_TRANSACTION = /^\s*\(?\s*(select|with|insert|update|delete)\b/i;
/** A transaction's beginning, and its end with nothing run in it (drizzle's own words). */
const BEGIN = /^\s*(begin|start\s+transaction)\b[^;]*$/i;
const END = /^\s*(commit|rollback)\s*$/i;

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';

/** A statement given with its own callback, or as a query object: it is answered as it was given. */
const answersItself = (config: object, rest: unknown[]) =>
  rest.some((r) => typeof r === 'function') ||
  typeof (config as { callback?: unknown }).callback === 'function' ||
  typeof (config as { submit?: unknown }).submit === 'function';

/** What node-postgres' connection and query offer a query object (not in its published types). */
interface Connection {
  parse(message: { text: string; types: unknown[] }): void;
  bind(message: { values: unknown[] }): void;
  execute(message: object): void;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
}
interface RawQuery {
  name?: string;
  sentAhead?: string[];
  queryMode?: string;
  submit(connection: Connection): Error | null;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
}

type Answer = (error: Error | null, result?: pg.QueryResult) => void;

/**
 * The work's statement, sent behind `ahead` in one message stream: their answers are read and set
 * aside. Until they have come the statement's name is hidden from the client, which would otherwise
 * take their parse answers, or their failure, for the statement's own.
 */
function statementAfter(
  ahead: Ahead[],
  config: QueryConfig,
  values: unknown,
  answer: Answer,
  aheadFailed: () => void = () => {},
) {
  const statement = new pg.Query(
    config as pg.QueryConfig,
    values as unknown[],
    answer as never,
  ) as unknown as RawQuery;
  const base = pg.Query.prototype as unknown as RawQuery;
  const name = statement.name;
  let waiting = ahead.length;
  statement.queryMode = 'extended';
  // What went ahead of it, for whoever counts the statements sent.
  statement.sentAhead = ahead.map((a) => a.text);
  statement.submit = (connection) => {
    connection.stream.cork?.();
    try {
      for (const { text, values } of ahead) {
        connection.parse({ text, types: [] });
        connection.bind({ values });
        connection.execute({});
      }
      const refused = base.submit.call(statement, connection);
      statement.name = undefined;
      return refused;
    } finally {
      connection.stream.uncork?.();
    }
  };
  statement.handleDataRow = (message) => {
    if (waiting === 0) base.handleDataRow.call(statement, message);
  };
  statement.handleCommandComplete = (message, connection) => {
    if (waiting === 0) return base.handleCommandComplete.call(statement, message, connection);
    waiting--;
    if (waiting === 0) statement.name = name;
  };
  statement.handleError = (error, connection) => {
    if (waiting > 0) {
      if (name) delete connection.submittedNamedStatements[name];
      aheadFailed();
    }
    statement.name = name;
    base.handleError.call(statement, error, connection);
  };
  return statement;
}

interface ScopeState {
  /** The scope the connection's next statement must run in, when it may not be in it yet. */
  wanted?: ScopeStatement;
  /** The scope the connection is known to be in. */
  said?: string;
  /** A transaction's `begin`, held for its first statement. */
  begun?: string;
  /** A `begin` sent ahead of a statement failed: the transaction's statements are refused to its end. */
  unbegun?: boolean;
  /** Settles once the statements sent behind others have answered. */
  sending?: Promise<void>;
  /** What `sending` waits on is a transaction's `begin` with its first statement. */
  beginning?: boolean;
  /** Statements given meanwhile, waiting on `sending` in the order given. */
  held: number;
}

const states = new WeakMap<pg.PoolClient, ScopeState>();

/** A plain read: it changes nothing, whether or not the transaction it was sent in began. */
const READ = /^\s*\(?\s*select\b/i;

/**
 * Has `client` say `scope` with (or before) its next statement; nothing when the connection is known
 * to say it already.
 */
export function sayBeforeNextStatement(client: pg.PoolClient, scope: ScopeStatement): void {
  let state = states.get(client);
  if (!state) {
    state = { held: 0 };
    states.set(client, state);
    sendAhead(client, state);
  }
  state.wanted = state.said === scope.key ? undefined : scope;
  // A new holder never inherits a transaction's `begin` still held.
  state.begun = undefined;
  state.unbegun = false;
}

const answered = (command: string) =>
  Promise.resolve({ command, rowCount: null, rows: [], fields: [], oid: 0 } as unknown as pg.QueryResult);

function sendAhead(client: pg.PoolClient, state: ScopeState): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  /** Sends `config` behind `ahead`; nothing else is sent on the connection until all have answered. */
  const behind = (ahead: Ahead[], config: QueryConfig, values: unknown, scope?: ScopeStatement) => {
    const beginning = !scope;
    const result = new Promise<pg.QueryResult>((resolve, reject) => {
      const answer: Answer = (error, done) => (error ? reject(error) : resolve(done!));
      query(
        statementAfter(ahead, config, values, answer, () => {
          if (beginning) state.unbegun = true;
        }),
      );
    });
    const sending = result.then(
      () => {
        if (scope) state.said = scope.key;
      },
      () => {
        // Undone or never said: the connection's next statement says it again.
        if (scope) state.wanted ??= scope;
      },
    );
    gate(sending, beginning);
    return result;
  };
  /** Nothing is sent on the connection until `sending` settles (but see `send`). */
  const gate = (sending: Promise<void>, beginning = false) => {
    state.sending = sending;
    state.beginning = beginning;
    void sending.then(() => {
      if (state.sending === sending) state.sending = undefined;
    });
  };
  const send = (given: unknown, ...rest: unknown[]): Promise<pg.QueryResult> => {
    const config = typeof given === 'string' ? { text: given } : given;
    // Behind statements still unanswered, nothing else is sent: if one failed, a statement of its own
    // would run without the group or the transaction they were to give it. A plain read may go
    // behind a transaction's beginning, in the order given: it changes nothing outside one, and what
    // follows a `begin` that failed is refused.
    const passes = state.beginning && state.held === 0 && isConfig(config) && READ.test(config.text);
    if (state.sending && !passes) {
      state.held++;
      return state.sending.then(() => {
        state.held--;
        return send(config, ...rest);
      });
    }
    // A query object or a callback is sent as it is, but never before the group and the `begin`.
    const text = isConfig(config) && !answersItself(config, rest) ? config.text : undefined;
    const values = (rest[0] as unknown[] | undefined) ?? [];
    if (state.unbegun) {
      if (text === undefined || !END.test(text))
        return Promise.reject(new Error('The transaction did not begin.'));
      state.unbegun = false;
      return answered('ROLLBACK');
    }
    const scope = state.wanted;
    if (text !== undefined && BEGIN.test(text) && values.length === 0 && state.begun === undefined) {
      if (scope) return sayAlone(scope).then(() => send(config, ...rest));
      state.begun = text;
      return answered('BEGIN');
    }
    const begun = state.begun;
    state.begun = undefined;
    if (begun !== undefined && text !== undefined && END.test(text))
      return answered(text.trim().toUpperCase());
    const together = text !== undefined && SHARES_A_TRANSACTION.test(text);
    if (begun !== undefined) {
      if (together) return behind([{ text: begun, values: [] }], config as QueryConfig, rest[0]);
      return alone({ text: begun, values: [] }).then(
        () => query(config, ...rest),
        (error: unknown) => {
          state.unbegun = true;
          throw error;
        },
      );
    }
    if (!scope) return query(config, ...rest);
    if (together) {
      state.wanted = undefined;
      state.said = undefined;
      return behind([scope], config as QueryConfig, rest[0], scope);
    }
    return sayAlone(scope).then(() => query(config, ...rest));
  };
  /**
   * A statement in a round trip of its own, before one that may not share its transaction; nothing
   * else is sent until it has answered.
   */
  const alone = (statement: Ahead) => {
    const done = query(statement.text, statement.values);
    gate(
      done.then(
        () => undefined,
        () => undefined,
      ),
    );
    return done;
  };
  const sayAlone = (scope: ScopeStatement) => {
    state.wanted = undefined;
    state.said = undefined;
    return alone(scope).then(
      () => {
        state.said = scope.key;
      },
      (error: unknown) => {
        state.wanted ??= scope;
        throw error;
      },
    );
  };
  Object.assign(client, { query: send });
}
