// Sign-in cost: argon2id hash and verify per second with the production parameters (passwords.ts),
// one at a time and with one operation in flight per core (libuv's pool runs them in parallel).
import { cpus } from 'node:os';
import { hashPassword, verifyPassword } from '../../apps/api/src/modules/auth/passwords';

export interface HashesResult {
  seconds: number;
  hashPerSecond: number;
  verifyPerSecond: number;
  concurrency: number;
  hashPerSecondParallel: number;
  verifyPerSecondParallel: number;
  verifyMs: number;
}

async function opsPerSecond(operation: () => Promise<unknown>, seconds: number, inFlight: number) {
  await operation();
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      await operation();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return done / ((performance.now() - started) / 1000);
}

export async function hashesBench(seconds = 3): Promise<HashesResult> {
  const stored = await hashPassword('bench-password-1');
  const hash = () => hashPassword('bench-password-1');
  const verify = async () => {
    if (!(await verifyPassword(stored, 'bench-password-1'))) throw new Error('verify failed');
  };
  const concurrency = cpus().length;
  const hashPerSecond = await opsPerSecond(hash, seconds, 1);
  const verifyPerSecond = await opsPerSecond(verify, seconds, 1);
  const hashPerSecondParallel = await opsPerSecond(hash, seconds, concurrency);
  const verifyPerSecondParallel = await opsPerSecond(verify, seconds, concurrency);
  const result = {
    seconds,
    hashPerSecond: Number(hashPerSecond.toFixed(1)),
    verifyPerSecond: Number(verifyPerSecond.toFixed(1)),
    concurrency,
    hashPerSecondParallel: Number(hashPerSecondParallel.toFixed(1)),
    verifyPerSecondParallel: Number(verifyPerSecondParallel.toFixed(1)),
    verifyMs: Number((1000 / verifyPerSecond).toFixed(1)),
  };
  console.info('argon2id (m=19 MiB, t=2, p=1):', result);
  return result;
}
