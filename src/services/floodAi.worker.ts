// Web Worker: the Flood Duel computer player thinks here, so a long search never stalls a frame.
import { type AiRequest, answer } from './floodAiProtocol';

self.onmessage = (e: MessageEvent<AiRequest>) => {
  self.postMessage(answer(e.data, () => performance.now()));
};
