// Operator accounts from the command line (there is deliberately no API that creates them):
//   npm run operator -- create <username> [password] [realname]   (password also from OPERATOR_PASSWORD)
//   npm run operator -- passwd <username> [password]               (revokes the operator's tokens)
//   npm run operator -- delete <username>
//   npm run operator -- list
// Opens the database the server uses (DATABASE_URL, or PGlite under DATA_DIR). PGlite allows one
// process at a time: stop the server first, or use PostgreSQL.
import { translate } from '@erp/schema';
import { loadConfig } from '../../platform/config';
import { openDatabase, unscopedDb } from '../../platform/db';
import { AppError, ValidationError } from '../../platform/errors';
import { createOperator, deleteOperator, listOperators, setOperatorPassword } from './operator.service';

const USAGE = 'usage: npm run operator -- create <username> [password] [realname] | passwd <username> [password] | delete <username> | list';

export async function runOperatorCli(argv: string[], env: NodeJS.ProcessEnv = process.env, out = console): Promise<number> {
  const [command, username, passwordArg, realname] = argv;
  const password = passwordArg ?? env.OPERATOR_PASSWORD;
  if (!command || !['create', 'passwd', 'delete', 'list'].includes(command) || (command !== 'list' && !username)) {
    out.error(USAGE);
    return 2;
  }
  if ((command === 'create' || command === 'passwd') && !password) {
    out.error(`${command}: give the password as an argument or in OPERATOR_PASSWORD`);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const db = unscopedDb(database.prisma, 'operators belong to no company');
    switch (command) {
      case 'create': {
        const op = await createOperator(db, { username: username, password: password, realname });
        out.log(`operator ${op.username} created (id ${op.id})`);
        return 0;
      }
      case 'passwd':
        if (!(await setOperatorPassword(db, username, password))) return (out.error(`no operator ${username}`), 1);
        out.log(`password of ${username} changed; its tokens are revoked`);
        return 0;
      case 'delete':
        if (!(await deleteOperator(db, username))) return (out.error(`no operator ${username}`), 1);
        out.log(`operator ${username} deleted`);
        return 0;
      default:
        for (const op of await listOperators(db)) out.log(`${op.id}\t${op.username}\t${op.realname}\t${op.createdAt.toISOString()}`);
        return 0;
    }
  } catch (err) {
    if (err instanceof ValidationError) {
      for (const i of err.issues) out.error(`${i.field}: ${translate('en', i.messageId, i.params)}`);
      return 1;
    }
    if (err instanceof AppError) return (out.error(translate('en', err.messageId, err.params)), 1);
    throw err;
  } finally {
    await database.close();
  }
}

// Run directly (npm run operator), not when imported by a test.
if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  process.exitCode = await runOperatorCli(process.argv.slice(2));
}
