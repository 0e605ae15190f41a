import pg from 'pg';

/**
 * docs/decisions/groups.md, "The group said with the first statement": a connection that must say
 * its group first sends that statement and the work's first statement together, with no Sync
 * between them. PostgreSQL runs the two in one implicit transaction: when the group's statement
 * fails it skips the other, and when the other fails the group's setting is undone with it. Nothing
 * runs in a group the connection was not told, and the group counts as said only once both have
 * answered. A statement that begins or ends a transaction is not sent that way: the group's
 * statement goes alone before it, as every statement did before.
 */

export interface ScopeStatement {
  text: string;
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

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';

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
  queryMode?: string;
  submit(connection: Connection): Error | null;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
}

type Answer = (error: Error | null, result?: pg.QueryResult) => void;

/**
 * The work's statement, sent behind the group's in one message stream: the group's answer is read
 * and set aside. Until it has come the statement's name is hidden from the client, which would
 * otherwise take the group's parse answer, or its failure, for the statement's own.
 */
function statementAfterScope(scope: ScopeStatement, config: QueryConfig, values: unknown, answer: Answer) {
  const statement = new pg.Query(
    config as pg.QueryConfig,
    values as unknown[],
    answer as never,
  ) as unknown as RawQuery;
  const base = pg.Query.prototype as unknown as RawQuery;
  const name = statement.name;
  let scopeAnswered = false;
  statement.queryMode = 'extended';
  statement.submit = (connection) => {
    connection.stream.cork?.();
    try {
      connection.parse({ text: scope.text, types: [] });
      connection.bind({ values: scope.values });
      connection.execute({});
      const refused = base.submit.call(statement, connection);
      statement.name = undefined;
      return refused;
    } finally {
      connection.stream.uncork?.();
    }
  };
  statement.handleDataRow = (message) => {
    if (scopeAnswered) base.handleDataRow.call(statement, message);
  };
  statement.handleCommandComplete = (message, connection) => {
    if (scopeAnswered) return base.handleCommandComplete.call(statement, message, connection);
    scopeAnswered = true;
    statement.name = name;
  };
  statement.handleError = (error, connection) => {
    if (!scopeAnswered && name) delete connection.submittedNamedStatements[name];
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
  /** Settles once the statements sent with the group's have answered. */
  saying?: Promise<void>;
}

const states = new WeakMap<pg.PoolClient, ScopeState>();

/**
 * Has `client` say `scope` with (or before) its next statement; nothing when the connection is known
 * to say it already.
 */
export function sayBeforeNextStatement(client: pg.PoolClient, scope: ScopeStatement): void {
  let state = states.get(client);
  if (!state) {
    state = {};
    states.set(client, state);
    sendScopeFirst(client, state);
  }
  state.wanted = state.said === scope.key ? undefined : scope;
}

function sendScopeFirst(client: pg.PoolClient, state: ScopeState): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const send = (given: unknown, ...rest: unknown[]): Promise<pg.QueryResult> => {
    const config = typeof given === 'string' ? { text: given } : given;
    // Behind a group's statement still unanswered, nothing else is sent: if it failed, a statement
    // of its own would run in the group before.
    if (state.saying) return state.saying.then(() => send(config, ...rest));
    const scope = state.wanted;
    if (!scope) return query(config, ...rest);
    state.wanted = undefined;
    state.said = undefined;
    const together =
      isConfig(config) && SHARES_A_TRANSACTION.test(config.text) && typeof rest[0] !== 'function';
    const answered = together
      ? new Promise<pg.QueryResult>((resolve, reject) => {
          query(
            statementAfterScope(scope, config, rest[0], (error, result) =>
              error ? reject(error) : resolve(result as pg.QueryResult),
            ),
          );
        })
      : query(scope.text, scope.values).then(() => query(config, ...rest));
    const saying = answered.then(
      () => {
        state.said = scope.key;
      },
      () => {
        // Undone or never said: the connection's next statement says it again.
        state.said = undefined;
        state.wanted ??= scope;
      },
    );
    state.saying = saying;
    void saying.then(() => {
      if (state.saying === saying) state.saying = undefined;
    });
    return answered;
  };
  Object.assign(client, { query: send });
}
