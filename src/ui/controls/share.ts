// Handing a code to the player: on a phone the share sheet (messengers are where codes go), else
// the clipboard; where the browser refuses both (itch.io's frame has no clipboard permission), the
// code shown selected in a text field to copy by hand. Never fails silently.

import type Phaser from 'phaser';
import { showForCopy } from './codeDialog';
import { touchFirst } from './pointer';

/** How the text reached the player: copied, handed to the share sheet, shown to copy, or not. */
export type Handed = 'copied' | 'shared' | 'shown' | 'cancelled';

export async function handOver(game: Phaser.Game, text: string, title: string): Promise<Handed> {
  const phone = touchFirst();
  if (phone && typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (e) {
      if ((e as DOMException)?.name === 'AbortError') return 'cancelled'; // the player closed the sheet
      // Not allowed here (a frame without the permission): go on to the clipboard.
    }
  }
  if (await writeClipboard(text)) return 'copied';
  showForCopy(game, title, text);
  return 'shown';
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The older way still works in some frames the asynchronous API is refused in.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    Object.assign(area.style, { position: 'fixed', opacity: '0', left: '0', top: '0' });
    document.body.append(area);
    area.select();
    let done = false;
    try {
      done = document.execCommand('copy');
    } catch {
      done = false;
    }
    area.remove();
    return done;
  }
}
