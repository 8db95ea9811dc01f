// The computer's turn in Flood Duel: its move asked of the worker, played after the original's
// one-second pause (thinking included), or a quick greedy move if the worker fails; stopped when
// the position changes under it (undo, a new game).

import { t } from '../../../i18n/i18n';
import type { AiLevel } from '../../../logic/flood/ai';
import { greedyMove } from '../../../logic/flood/ai/greedy';
import { type FloodMove, moveOfIndex } from '../../../logic/flood/game';
import type { FloodState } from '../../../logic/flood/state';
import type { Timer } from '../../core/timer';
import type { WorkerClient } from '../../workers/workerClient';
import type { FloodAnswer, FloodQuestion } from './worker';

/** The computer waits about a second before it moves, as the original did (thinking included). */
export const COMPUTER_PAUSE = 1000;

/** What the computer's turn needs of its midend. */
export interface TurnHost {
  /** Play the computer's move. */
  play(move: FloodMove): void;
  say(message: string): void;
  refresh(): void;
}

export class ComputerTurn {
  /** The computer is choosing its move. */
  thinking = false;
  private stop: (() => void) | null = null;

  constructor(
    private readonly client: WorkerClient<FloodQuestion, FloodAnswer>,
    private readonly timer: Timer,
    private readonly host: TurnHost,
  ) {}

  /** Think about `state` at `level`, wait the pause, move. */
  take(state: FloodState, level: AiLevel, seed: number): void {
    this.thinking = true;
    let choice: number | null = null;
    let paused = false;
    const move = (): void => {
      if (choice === null || !paused) return;
      this.stop = null;
      this.thinking = false;
      this.host.play(moveOfIndex(choice));
    };
    const cancelPause = this.timer.after(COMPUTER_PAUSE, () => {
      paused = true;
      move();
    });
    this.client.ask(
      { level, state, seed },
      {
        answer: (c) => {
          choice = c;
          move();
        },
        fail: (reason) => {
          this.host.say(
            t("The computer's helper failed ({reason}); it plays a quick move instead.", { reason }),
          );
          choice = greedyMove(state);
          move();
        },
      },
    );
    this.stop = () => {
      cancelPause();
      this.client.cancel();
    };
    this.host.refresh();
  }

  /** Stop a turn under way. */
  halt(): void {
    this.stop?.();
    this.stop = null;
    this.thinking = false;
  }

  dispose(): void {
    this.client.dispose();
  }
}
