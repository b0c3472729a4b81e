// The counting SMTP server's thread (counting-smtp.ts): starts it, says its address, answers 'counts' with
// what it has accepted and refused, and stops on 'close'.
import { parentPort, workerData } from 'node:worker_threads';
import { startCountingSmtp } from './counting-smtp.ts';

const server = await startCountingSmtp(workerData as { refuseShare: number; seed: number });
parentPort!.postMessage(server.url);
parentPort!.on('message', async (message: string) => {
  if (message === 'counts') parentPort!.postMessage({ accepted: server.accepted, refused: server.refused });
  if (message === 'close') {
    await server.close();
    parentPort!.postMessage('closed');
  }
});
