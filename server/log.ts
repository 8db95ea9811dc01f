// The server's log: every entry is one line (a stack trace is cut to its first line), and lines
// are rate-limited, so nothing a stranger sends — a thousand guessed room ids, a flood of refused
// requests — can fill the disk or drown the lines that matter. Colyseus logs through it too.

/** Lines let through in a burst, then this many a second. */
const BURST = 20;
const PER_SECOND = 2;
/** A line is cut to this many characters. */
const WIDTH = 240;

type Write = (line: string) => void;

/** One line from whatever was logged: an Error is its message, text its first line, all of it cut. */
export function oneLine(args: readonly unknown[]): string {
  const parts = args.map((a) => {
    if (a instanceof Error) return a.message;
    if (typeof a === 'string') return a;
    try {
      return JSON.stringify(a) ?? String(a);
    } catch {
      return String(a);
    }
  });
  const text = parts.join(' ').split('\n')[0]?.trim() ?? '';
  return text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text;
}

export class Log {
  private tokens = BURST;
  private at: number;
  private dropped = 0;

  constructor(
    private readonly write: Write = (line) => process.stderr.write(`${line}\n`),
    private readonly now: () => number = Date.now,
  ) {
    this.at = now();
  }

  /** Log one line, unless the log is over its rate (then it is counted, and said later). */
  say(...args: unknown[]): void {
    const now = this.now();
    this.tokens = Math.min(BURST, this.tokens + ((now - this.at) / 1000) * PER_SECOND);
    this.at = now;
    if (this.tokens < 1) {
      this.dropped++;
      return;
    }
    this.tokens -= 1;
    if (this.dropped > 0) {
      this.write(`(${this.dropped} more log lines were left out)`);
      this.dropped = 0;
    }
    this.write(oneLine(args));
  }

  /** The logger Colyseus writes through: its errors and warnings as our lines; its chatter dropped. */
  forColyseus(): Record<'debug' | 'info' | 'trace' | 'warn' | 'error', (...args: unknown[]) => void> {
    const quiet = (): void => {};
    return {
      debug: quiet,
      trace: quiet,
      info: quiet,
      warn: (...args) => this.say(...args),
      error: (...args) => this.say(...args),
    };
  }
}

/** The process's log. */
export const log = new Log();
