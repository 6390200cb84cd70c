// Zones of import-x/no-restricted-paths that keep each server module's tables its own (eslint.config.js): a file of
// modules/<m>/ may not import another module's or core's *.tables.ts, and core/, shared/ and db/ no module's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'src');

export function moduleTablesZones() {
  const modules = fs
    .readdirSync(path.join(src, 'modules'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const message = '模块的表只属于它自己：请经由对方模块的 public.ts（只读模型或函数）读取，外键声明除外（*.tables.ts）';
  return [
    ...modules.map((m) => ({
      target: `server/src/modules/${m}/**`,
      from: [...modules.filter((o) => o !== m).map((o) => `server/src/modules/${o}/**/*.tables.ts`), 'server/src/core/**/*.tables.ts'],
      message,
    })),
    {
      target: ['server/src/core/**', 'server/src/shared/**', 'server/src/db/**'],
      from: 'server/src/modules/**/*.tables.ts',
      message: 'core/、shared/ 与 db/ 不依赖任何模块的表',
    },
  ];
}
