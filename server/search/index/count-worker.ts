// A counting helper's thread: count-threads.ts starts one per helper (through
// count-worker-entry.mjs). Node may strip its types itself, so it and what it imports name
// their files in full.
import { receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { helperLoop } from './count-helper.ts';

/** What each helper is started with: the shared control block, its port, its bit in MASK. */
export interface CountWorkerData {
  control: Int32Array;
  port: MessagePort;
  index: number;
}

const { control, port, index } = workerData as CountWorkerData;
helperLoop(control, port, receiveMessageOnPort, index);
