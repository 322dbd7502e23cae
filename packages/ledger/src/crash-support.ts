import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Test helper: a ledger in a child process (crash-worker.ts) that a test can kill -9. */
export class LedgerProcess {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are JSON lines of several shapes
  private readonly waiting = new Map<string, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private exited = false;

  private readonly child: ChildProcess;

  private constructor(child: ChildProcess) {
    this.child = child;
    // Writing to a process just killed -9 fails with EPIPE before its 'exit' arrives; the
    // commands still waiting are rejected on exit, so the write error itself is expected.
    child.stdin!.on('error', () => undefined);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const msg = JSON.parse(line) as Record<string, unknown>;
      const slot = String(msg.key ?? (msg.ready ? 'ready' : msg.accounts ? 'setup' : msg.fatal ? 'fatal' : 'check'));
      this.waiting.get(slot)?.resolve(msg);
      this.waiting.delete(slot);
    });
    child.on('exit', () => {
      this.exited = true;
      for (const w of this.waiting.values()) w.reject(new Error('ledger process died'));
      this.waiting.clear();
    });
  }

  /** Starts the worker on a postgres:// URL or a PGlite data folder and waits until it is ready. */
  static async start(target: string): Promise<LedgerProcess> {
    const script = new URL('./crash-worker.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, LEDGER_WORKER_DB: target },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const p = new LedgerProcess(child);
    await p.wait('ready');
    return p;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are JSON lines of several shapes
  private wait(slot: string): Promise<any> {
    if (this.exited) return Promise.reject(new Error('ledger process died'));
    return new Promise((resolve, reject) => this.waiting.set(slot, { resolve, reject }));
  }

  /** Sends a command; resolves with its answer, rejects if the process dies first. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are JSON lines of several shapes
  send(command: Record<string, unknown>): Promise<any> {
    const slot = String(command.key ?? command.op);
    const answer = this.wait(slot);
    if (!this.exited && this.child.stdin!.writable) this.child.stdin!.write(`${JSON.stringify(command)}\n`);
    return answer;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  /** Lets it finish what it runs, close the database and exit. */
  async stop(): Promise<void> {
    if (this.exited) return;
    const done = new Promise((r) => this.child.once('exit', r));
    this.child.stdin!.end();
    await done;
  }
}
