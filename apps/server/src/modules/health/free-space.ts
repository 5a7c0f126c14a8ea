import fs from 'node:fs';

const MB = 1024 * 1024;

/**
 * Whether every folder in `dirs` (the data folder, the media folder: possibly other disks) has at
 * least `minMb` megabytes free for the server's account. A folder that cannot be asked about
 * counts as full: nothing can be written there either.
 */
export async function hasFreeSpace(dirs: readonly string[], minMb: number): Promise<boolean> {
  if (minMb <= 0) return true;
  for (const dir of dirs) {
    const stats = await fs.promises.statfs(dir).catch(() => null);
    if (!stats || stats.bavail * stats.bsize < minMb * MB) return false;
  }
  return true;
}
