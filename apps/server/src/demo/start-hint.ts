/**
 * What `npm run demo` prints after it has built the group (README, "From the demo to your own
 * data"): the exact command that serves the folder or database it filled, and who signs in.
 */
export interface StartHintInput {
  /** DATA_DIR and DATABASE_URL as the demo was given them (the environment). */
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  port: number;
  password: string;
  /** Label → email, in the order printed: the chair, a member, then each office. */
  accounts: [string, string][];
}

/** A shell word: as it is when it needs no quotes, else in single quotes. */
const shellWord = (text: string) =>
  /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;

/** The command that starts the app on what the demo filled; a database URL is never printed (it may hold a password). */
export function startCommand(env: StartHintInput['env']): string {
  if (env.DATABASE_URL) return 'npm start   (with the same DATABASE_URL)';
  if (env.DATA_DIR) return `DATA_DIR=${shellWord(env.DATA_DIR)} npm start`;
  return 'npm start';
}

export function startHint(input: StartHintInput): string[] {
  const width = Math.max(...input.accounts.map(([label]) => label.length)) + 2;
  return [
    `Start the app with: ${startCommand(input.env)}`,
    `and sign in on http://localhost:${input.port}:`,
    ...input.accounts.map(([label, email]) => `  ${`${label}:`.padEnd(width)}${email} / ${input.password}`),
    `  ${' '.repeat(width)}(every member is firstname.lastname@demo.links, with the same password)`,
  ];
}
