// The save file from the menu: EXPORT downloads everything the arcade keeps as one JSON file (the
// settings row and the storage notice both offer it); IMPORT reads one back, checked in full
// first, so a bad file changes nothing and says why.

import { t } from '../../i18n/i18n';
import { dayOf } from '../../midend/progress/daily';
import { exportSave, importSave, readSaveFile } from '../../midend/progress/saveFile';
import { reloadSettings } from '../../services/settings';
import { play } from '../../services/sound';
import { storage } from '../../services/storage';
import { chooseFile, download } from '../controls/files';
import type { ScreenHost } from '../screen/host';
import { toast } from '../screen/toast';

export function exportProgress(scene: ScreenHost): void {
  const now = new Date();
  const file = exportSave(storage, now);
  download(`prism-arcade-save-${dayOf(now)}.json`, JSON.stringify(file, null, 1));
  play('click');
  toast(
    scene,
    t('Saved {n} items to a file: IMPORT brings them back.', { n: Object.keys(file.entries).length }),
    4,
  );
}

/** IMPORT: a file chosen and read back; `done` gets the message to show once it is written. */
export function importProgress(scene: ScreenHost, done: (note: string) => void): void {
  void chooseFile('application/json,.json').then((text) => {
    if (text === null || !scene.sys.isActive()) return;
    const file = readSaveFile(text);
    if (!file.ok) {
      play('invalid');
      toast(scene, t('Nothing imported: {reason}.', { reason: file.reason }), 5);
      return;
    }
    const n = importSave(storage, file.value);
    reloadSettings();
    play('select');
    done(t('Imported {n} saved items: your progress is back.', { n }));
  });
}
