// Types for the type check only: js/engine-files.js is written by build.py (and sitegen/presets.py).
export const ENGINE_ZIP: string;
export const PYODIDE_INDEX: string;
export const ENGINE_SNAPSHOT: string | null;
export const SNAPSHOT_CACHE: string;
export const PRESETS: readonly string[];
export const DEFAULT_PRESET: string;
