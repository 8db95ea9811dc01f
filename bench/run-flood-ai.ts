// Prints the Flood Duel Hard-vs-Normal figures. Optional argument: number of games (default 200).

import { benchFloodAi } from './flood-ai';

const games = Number(process.argv[2] ?? 200);
for (const line of await benchFloodAi(Number.isInteger(games) && games > 0 ? games : 200)) console.log(line);
