// EXPORT: everything the arcade keeps, downloaded as one save file (the menu's settings row and the
// storage notice both offer it).

import { t } from '../i18n/i18n';
import { dayOf } from '../midend/daily';
import { exportSave } from '../midend/saveFile';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { download } from '../ui/files';
import { toast } from '../ui/toast';
import type { BaseScene } from './BaseScene';

export function exportProgress(scene: BaseScene): void {
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
