// What leaves the maker: SHARE hands over the puzzle's link (`?code=` with its puzzle code) — a
// phone's share sheet, else the clipboard, else shown to copy by hand; PUBLISH puts a checked board
// on the Explore shelf.

import { t, verbatim } from '../i18n/i18n';
import type { GameId } from '../logic/game';
import { gameName } from '../midend/games/names';
import { publish, titleOf } from '../midend/online/shelf';
import { questionPanel } from '../midend/session/panels';
import { randomSeed } from '../services/deepLink';
import { play } from '../services/sound';
import { handOver } from '../ui/controls/share';
import { lookOf } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';
import type { BaseScene } from './BaseScene';
import { linkHere } from './profileLinks';

export function shareCode(scene: Phaser.Scene, game: GameId, code: string, here: () => boolean): void {
  const text = t('Play my {game} puzzle in Prism Arcade: {link}', {
    game: gameName(game),
    link: linkHere('code', code),
  });
  void handOver(scene.game, text, t('YOUR PUZZLE CODE')).then((how) => {
    if (how === 'copied' && here())
      toast(scene, t('Copied the puzzle’s link: anyone who opens it plays your board.'), 3);
  });
}

/** A checked board: its puzzle code, and the line its CHECK found (the shelf's first par). */
export interface Checked {
  readonly code: string;
  readonly line: readonly string[];
}

/**
 * PUBLISH: a checked board on its game's Explore shelf, under a title of two words from the lists
 * (OTHER TITLE draws another), asked first.
 */
export function publishBoard(
  scene: BaseScene,
  board: Checked,
  here: () => boolean,
  seed = randomSeed(),
): void {
  const title = titleOf(seed);
  const question = questionPanel({
    title: t('PUBLISH THIS BOARD?'),
    line: t('It goes on the Explore shelf as “{title}”, under your name.', { title: verbatim(title) }),
    yes: { name: 'confirm-publish', label: t('PUBLISH') },
    alt: { name: 'publish-title', label: t('OTHER TITLE') },
    no: { name: 'cancel-publish', label: t('CANCEL') },
    calm: true,
  });
  const panel = scene.showPanel(
    lookOf(question, (answer) => {
      panel.destroy();
      if (answer === 'alt') publishBoard(scene, board, here, seed + 1);
      if (answer !== 'yes') return;
      void publish(board.code, title, board.line).then((sent) => {
        if (!here()) return;
        play(sent.ok ? 'win' : 'invalid');
        toast(
          scene,
          sent.ok
            ? t('Published “{title}”: it is on EXPLORE under NEW.', { title: verbatim(title) })
            : verbatim(sent.reason),
          4,
        );
      });
    }),
  );
}
