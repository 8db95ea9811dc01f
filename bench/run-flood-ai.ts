// Prints the Flood Duel Hard-vs-Normal figures under each rule set. Optional argument: number of
// games per rule set (default 200).

import { RULE_SETS } from '../src/logic/flood';
import { benchFloodAi } from './flood-ai';

const games = Number(process.argv[2] ?? 200);
const count = Number.isInteger(games) && games > 0 ? games : 200;
for (const rules of RULE_SETS) for (const line of await benchFloodAi(count, rules)) console.log(line);
