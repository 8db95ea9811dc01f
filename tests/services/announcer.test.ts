// The live region: sentences given together are said together, capitals read as words, and the
// last text is what the test hook reports.

import { describe, expect, it } from 'vitest';
import { announce, lastAnnouncement } from '../../src/services/announcer';

describe('announcer', () => {
  it('joins the sentences of one turn, each ending in a stop, and lowers canvas capitals', async () => {
    announce('PAINTED!', 'Won in 3 moves, 9 to spare');
    announce('Best so far');
    expect(lastAnnouncement()).toBe('Painted! Won in 3 moves, 9 to spare. Best so far.');
    await Promise.resolve();
    announce('NEW GAME?');
    expect(lastAnnouncement()).toBe('New game?');
  });

  it('ignores empty words', () => {
    announce('Hint: paint red');
    announce('', '  ');
    expect(lastAnnouncement()).toMatch(/Hint: paint red\.$/);
  });
});
