// Types for the type check only: js/engine-files.js is written by build.py (and sitegen/presets.py).
export const ENGINE_ZIP: string;
/** This language's catalogue, unpacked beside the engine (null in English). */
export const ENGINE_LOCALE: string | null;
export const PYODIDE_INDEX: string;
export const ENGINE_SNAPSHOT: string | null;
export const SNAPSHOT_CACHE: string;
export const PRESETS: readonly string[];
export const DEFAULT_PRESET: string;
