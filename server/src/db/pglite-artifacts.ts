import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What PGlite.create would otherwise read and compile again for every instance a process opens. */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let artifacts: Promise<PgliteArtifacts> | undefined;

/**
 * PGlite's WebAssembly (10 MB) compiled once per process, and its file-system bundle read once. A module is immutable
 * and instantiated as often as needed, and V8 shares its optimised code between the instances: a process that opens
 * many databases (the API suites open two hundred, one per suite) compiled the same 10 MB for each, about 1 s of CPU
 * apiece. A server opens one, and pays what it always did.
 */
export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const read = (name: string) => fs.readFile(path.join(dist, name));
    const [pglite, initdb, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  artifacts.catch(() => (artifacts = undefined));
  return artifacts;
}
