import { spawn } from 'node:child_process';

/**
 * Runs PostgreSQL's `pg_dump` or `pg_restore` on the database of `databaseUrl`: the password goes
 * in the child's environment (PGPASSWORD), not on its command line where `ps` shows it to every user.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `没有找到 ${tool}：请安装 PostgreSQL 的客户端（Debian: apt-get install postgresql-client） / ${tool} is not installed`
            : `${tool}: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${tool} 失败 / failed (${code ?? signal}):\n${stderr.trim()}`)),
    );
  });
}
