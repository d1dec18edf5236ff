// Where things live, resolved from this file so the launcher works from any cwd.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = path.join(repoRoot, '.data'); // git-ignored, survives restarts
export const logDir = path.join(dataDir, 'logs');

/** A path as shown to the user: relative to the repo, never this machine's absolute layout. */
export const shown = (p) => path.relative(repoRoot, p) || '.';
