// `npx tsx scripts/bench-frames.ts`: only the frame-time and idle figures of `npm run bench`
// (after `npm run build` and `vite build bench/bare`), for quick measuring while working on speed.
import { boardFrames, idleCost } from '../bench/frames';

for (const line of [...(await boardFrames()), ...(await idleCost())]) console.log(line);
