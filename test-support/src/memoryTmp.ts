import { accessSync, constants, mkdirSync, statfsSync } from 'node:fs';

/** statfs's f_type of a tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994;
/** Room the run's throwaway folders need at most (simulator data folders, Chromium profiles): a Docker default /dev/shm of 64 MiB is too small. */
const ROOM_NEEDED = 1024 ** 3;
const FOLDER = '/dev/shm/homeport-tests';

/**
 * Puts the tests' throwaway folders (`os.tmpdir()`: every simulator's data
 * folder, Chromium's profiles) in memory when the machine has a roomy
 * tmpfs at /dev/shm and TMPDIR is not set already. On ext4 each of the
 * simulator's atomic writes (a temporary file renamed over the old one)
 * makes the kernel write the new file's blocks out before the rename:
 * about 1.3 ms of blocked event loop a write, and the access matrix alone
 * writes some 7,000 times. A kill -9 keeps what was written in memory as on
 * disk, so the durability tests prove the same. Called from the vitest
 * configs, so that the runner, its globalSetup and its workers all inherit it.
 */
export function putTmpInMemory(): void {
  if (process.env.TMPDIR || process.platform !== 'linux') return;
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.type !== TMPFS_MAGIC || shm.bavail * shm.bsize < ROOM_NEEDED) return;
    accessSync('/dev/shm', constants.W_OK);
    mkdirSync(FOLDER, { recursive: true });
  } catch {
    return;
  }
  process.env.TMPDIR = FOLDER;
}
