/** Types of seeded-templates.mjs (imported by server/test/api-setup.ts and e2e/src/global-setup.ts). */
export function memoryBacked(): string;
export function shareSeeded(): string;
export function seededIn(dir: string | undefined): { pglite: string; postgres: { server: string; name: string } | null } | null;
export function removeSeeded(dir: string): Promise<void>;
