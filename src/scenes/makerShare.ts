// SHARE on the maker: the puzzle's link (`?code=` with its puzzle code) handed over — a phone's
// share sheet, else the clipboard, else shown to copy by hand.

import { t } from '../i18n/i18n';
import type { GameId } from '../logic/game';
import { gameName } from '../midend/games/names';
import { handOver } from '../ui/controls/share';
import { toast } from '../ui/screen/toast';
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
