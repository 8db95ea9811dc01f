// A live room's record in the shared store: its deal and its moves, written as the game goes, so
// that when the process holding the room dies, another process can build the room again from them
// through the rules (rejoin.ts), and a player coming back is told how the game went.

/** The option that asks a room to be built again from its record: the server's own, never a client's. */
export const REBUILD_OPTION = 'rebuild';
