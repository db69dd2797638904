// Types for the type check only: the constants sitegen/offline.py writes before the service worker.
declare const BUILD: string;
declare const FILES: string[];
declare const RUNTIME: string[];
declare const ON_USE: Record<string, string>;
